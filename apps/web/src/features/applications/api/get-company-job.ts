// GET /v1/job/company-jobs/{id}: the company's own job, for the candidates page's heading.
import type { CompanyJob } from '@fis/shared/company-job-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export const ownJobQuery = (id: string) =>
  queryOptions({
    queryKey: [...pipelineKey, 'company-job', id],
    queryFn: () => api.get<CompanyJob>(`/v1/job/company-jobs/${encodeURIComponent(id)}`),
    retry: false,
  });

export function useOwnJob(id: string) {
  return useQuery({ ...ownJobQuery(id), enabled: id !== '' });
}
