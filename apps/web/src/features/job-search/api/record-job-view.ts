// POST /v1/job/view/{id}: the job's page is on screen. Reading the job counts nothing, so that the
// page may be fetched before it is shown (docs/decisions/047); the server counts one view per
// viewer per day, and a candidate who had not applied has viewed the job.
import type { JobDetail, JobViewed } from '@fis/shared/job-search-schemas';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';

/**
 * Records the view of a job that takes applications, once per time its page shows it, and gives
 * the job's view count with that view (the job's own until the answer comes; null where the reader
 * is not told). The count is the caller's alone: written into the job's query, it drew the whole
 * page again twice just after it was shown (the request going out, its answer coming back).
 */
export function useRecordJobView(job: JobDetail): number | null {
  const { mutate, data, variables } = useMutation({
    mutationFn: (id: string) => api.post<JobViewed>(`/v1/job/view/${encodeURIComponent(id)}`),
  });
  const shown = job.visible ? job.id : null;
  useEffect(() => {
    if (shown) mutate(shown);
  }, [shown, mutate]);
  return (variables === job.id ? data?.viewCount : null) ?? job.viewCount;
}
