// GET /v1/admin/help-requests: the scheme office's open or answered requests, a page at a time;
// `assignee`, one officer's (decision 056).
import type { HelpRequestPage, HelpRequestState } from '@fis/shared/help-request-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const helpRequestsKey = ['admin', 'help-requests'] as const;

export function getHelpRequests(status: HelpRequestState, page: number, assignee?: string): Promise<HelpRequestPage> {
  const mine = assignee ? `&assignee=${assignee}` : '';
  return api.get<HelpRequestPage>(
    `/v1/admin/help-requests?status=${status}&page=${page}&take=${DEFAULT_PAGE_SIZE}${mine}`,
  );
}

export const helpRequestsQuery = (status: HelpRequestState, page: number, assignee?: string) =>
  queryOptions({
    queryKey: [...helpRequestsKey, 'list', status, page, assignee ?? null],
    queryFn: () => getHelpRequests(status, page, assignee),
    placeholderData: keepPreviousData,
  });

export function useHelpRequests(status: HelpRequestState, page: number, assignee?: string) {
  return useQuery(helpRequestsQuery(status, page, assignee));
}
