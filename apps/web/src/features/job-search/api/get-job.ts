// GET /v1/job/{id}: one job with everything its company entered, and the company. Reading it
// counts no view: its page records one once shown (record-job-view.ts).
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobsKey } from '../../../lib/jobs-key';

export function getJob(id: string): Promise<JobDetail> {
  return api.get<JobDetail>(`/v1/job/${encodeURIComponent(id)}`);
}

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: [...jobsKey, 'detail', id],
    queryFn: () => getJob(id),
    // A missing job stays missing: no second try.
    retry: false,
  });

export function useJob(id: string) {
  return useQuery(jobQuery(id));
}
