// What a list's address means beyond its filters: which lists can be written to, what is not a
// filter, and the group message to the people a list shows (decision 049) or to the rows ticked
// (decision 059).
import type { AdminListName } from '../api/admin-lists';

/** The lists whose people can be written to at once (group messages, decision 049). */
export const GROUP_LISTS: ReadonlySet<AdminListName> = new Set(['candidates', 'companies', 'applications']);

/** What the address holds beside the filters: the page, the order and a language just chosen (?lng=). */
export const NOT_FILTERS: ReadonlySet<string> = new Set(['page', 'sort', 'lng']);

/**
 * A message to everyone the list shows now (the list's name and its filters, without page or
 * order), or with `ids`, to the rows ticked among them.
 */
export function groupMessagePath(list: AdminListName, params: URLSearchParams, ids?: readonly string[]): string {
  const query = new URLSearchParams([['list', list]]);
  for (const [key, value] of params) if (!NOT_FILTERS.has(key)) query.append(key, value);
  if (ids) query.set('ids', ids.join(','));
  return `/admin-portal/group-messages/new?${query}`;
}
