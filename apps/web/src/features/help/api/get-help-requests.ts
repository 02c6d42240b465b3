// GET /v1/admin/help-requests: the scheme office's open or answered requests, a page at a time.
import type { HelpRequestPage, HelpRequestState } from '@fis/shared/help-request-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const helpRequestsKey = ['admin', 'help-requests'] as const;

export function getHelpRequests(status: HelpRequestState, page: number): Promise<HelpRequestPage> {
  return api.get<HelpRequestPage>(`/v1/admin/help-requests?status=${status}&page=${page}&take=${DEFAULT_PAGE_SIZE}`);
}

export const helpRequestsQuery = (status: HelpRequestState, page: number) =>
  queryOptions({
    queryKey: [...helpRequestsKey, 'list', status, page],
    queryFn: () => getHelpRequests(status, page),
    placeholderData: keepPreviousData,
  });

export function useHelpRequests(status: HelpRequestState, page: number) {
  return useQuery(helpRequestsQuery(status, page));
}
