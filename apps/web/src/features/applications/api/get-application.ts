// GET /v1/applications/{id}: one application with its history, interviews and the caller's moves.
import type { ApplicationDetail } from '@fis/shared/application-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export const applicationKey = (id: string) => [...pipelineKey, 'one', id] as const;

export function getApplication(id: string): Promise<ApplicationDetail> {
  return api.get<ApplicationDetail>(`/v1/applications/${encodeURIComponent(id)}`);
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: applicationKey(id ?? ''),
    queryFn: () => getApplication(id ?? ''),
    enabled: id !== null && id !== '',
    retry: false,
  });
}
