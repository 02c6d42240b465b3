// POST /v1/job/view/{id}: the job's page is on screen. Reading the job counts nothing, so that the
// page may be fetched before it is shown (docs/decisions/047); the server counts one view per
// viewer per day, and a candidate who had not applied has viewed the job.
import type { JobDetail, JobViewed } from '@fis/shared/job-search-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { jobQuery } from './get-job';

/** Records the view of a job that takes applications, once per time its page shows it. */
export function useRecordJobView(job: JobDetail | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: string) => api.post<JobViewed>(`/v1/job/view/${encodeURIComponent(id)}`),
    onSuccess: ({ viewCount }, id) =>
      queryClient.setQueryData(jobQuery(id).queryKey, (shown) =>
        shown && viewCount !== null ? { ...shown, viewCount } : shown,
      ),
  });
  const shown = job?.visible ? job.id : null;
  useEffect(() => {
    if (shown) mutate(shown);
  }, [shown, mutate]);
}
