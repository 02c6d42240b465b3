// One application with its history, interviews and the caller's moves: the candidate reads it at
// GET /v1/applications/{id}, the company at GET /v1/company/application/{id} (decision 020). Both
// answer the same detail, under one query key, so a move refreshes either side's drawer.
import type { ApplicationDetail } from '@fis/shared/application-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export const applicationKey = (id: string) => [...pipelineKey, 'one', id] as const;

export function getApplication(id: string, side: 'candidate' | 'company' = 'candidate'): Promise<ApplicationDetail> {
  const path = side === 'company' ? '/v1/company/application/' : '/v1/applications/';
  return api.get<ApplicationDetail>(`${path}${encodeURIComponent(id)}`);
}

/** The application as the candidate's and the office's pages load it (GET /v1/applications/{id}). */
export const applicationQuery = (id: string) =>
  queryOptions({ queryKey: applicationKey(id), queryFn: () => getApplication(id), retry: false });

export function useApplication(id: string | null, side: 'candidate' | 'company' = 'candidate') {
  return useQuery({
    queryKey: applicationKey(id ?? ''),
    queryFn: () => getApplication(id ?? '', side),
    enabled: id !== null && id !== '',
    retry: false,
  });
}
