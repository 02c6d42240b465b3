// A group's audience in the address: `list` and the list's own filters, as the list page writes
// them. What is not a filter (the page, the order, the language switch) is left out.
import type { GroupAudienceList } from '@fis/shared/group-message-schemas';

const NOT_FILTERS = new Set(['list', 'page', 'take', 'sort', 'lng']);

/** The filters among the address's parameters. */
export function audienceFilters(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([key, value]) => !NOT_FILTERS.has(key) && value !== ''));
}

/** The list page showing the audience: the list with its filters. */
export function listPath(list: GroupAudienceList, filters: URLSearchParams | Record<string, string>): string {
  const query = new URLSearchParams(filters).toString();
  return `/admin-portal/${list}${query ? `?${query}` : ''}`;
}
