// GET /v1/admin/{candidates,companies,jobs,applications}: a page of one of the admin's lists, with
// the query the address holds; the same query without its page downloads as CSV from
// /v1/admin/{list}/export-csv (decision 022).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { queryParams } from '../../../lib/url-params';
import { savedViewsQuery } from './saved-views';

export type AdminListName = 'candidates' | 'companies' | 'jobs' | 'applications';

export const adminListsKey = ['admin', 'lists'] as const;

/** A page of the list; `query` as the address holds it (utils/list-queries.ts), the key's last part. */
export const adminListQuery = <Page>(list: AdminListName, query: Record<string, unknown>) =>
  queryOptions({
    queryKey: [...adminListsKey, list, query],
    queryFn: () => api.get<Page>(`/v1/admin/${list}?${queryParams(query)}`),
  });

/**
 * What a list page's loader asks for: the page of rows, and the list's saved views, so that the
 * first HTML already shows the views to choose from and the one the address applies.
 */
export const adminListPageQueries = (list: AdminListName, query: Record<string, unknown>) => [
  adminListQuery(list, query),
  savedViewsQuery(list),
];

export function useAdminList<Page>(list: AdminListName, query: Record<string, unknown>) {
  return useQuery({ ...adminListQuery<Page>(list, query), placeholderData: keepPreviousData });
}

/** Downloads every row matching the list's filters, in its order, as a CSV file. */
export function exportAdminList(list: AdminListName, query: Record<string, unknown>): Promise<void> {
  const { page: _page, take: _take, ...filters } = query;
  return downloadFile(`/api/v1/admin/${list}/export-csv?${queryParams(filters)}`);
}
