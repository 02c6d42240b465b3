// GET /v1/admin/help-requests/{id}: one request, its file and the answer kept with it.
import type { HelpRequestDetail } from '@fis/shared/help-request-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { helpRequestsKey } from './get-help-requests';

export const helpRequestKey = (id: string) => [...helpRequestsKey, 'one', id] as const;

export function getHelpRequest(id: string): Promise<HelpRequestDetail> {
  return api.get<HelpRequestDetail>(`/v1/admin/help-requests/${id}`);
}

export const helpRequestQuery = (id: string) =>
  queryOptions({ queryKey: helpRequestKey(id), queryFn: () => getHelpRequest(id) });

export function useHelpRequest(id: string) {
  return useQuery(helpRequestQuery(id));
}

/** The request's file, saved under the name the API gives (the session cookie goes with it). */
export const helpRequestFileUrl = (id: string) => `/api/v1/admin/help-requests/${id}/file`;
