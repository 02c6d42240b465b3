// POST /v1/user/bookmark/favorite-jobs and /delete-favorite-jobs: save a job, or stop saving it.
// Every list and detail showing the job shows the new state at once (an optimistic update),
// and they are refreshed from the server afterwards.
import type { JobCard, JobDetail, JobPage } from '@fis/shared/job-search-schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobsKey } from '../../../lib/jobs-key';

export function saveJob(jobId: string): Promise<void> {
  return api.post('/v1/user/bookmark/favorite-jobs', { jobId });
}

export function removeSavedJob(jobId: string): Promise<void> {
  return api.post('/v1/user/bookmark/delete-favorite-jobs', { jobId });
}

/** Cached data that holds job cards: pages of jobs, one job, or a company with its jobs. */
type Cached = JobPage | JobDetail | { jobs: JobCard[] } | undefined;

function withFlag(data: Cached, jobId: string, bookmarked: boolean): Cached {
  if (!data) return data;
  const mark = <T extends JobCard>(job: T): T => (job.id === jobId ? { ...job, bookmarked } : job);
  if ('items' in data) return { ...data, items: data.items.map(mark) };
  if ('jobs' in data) return { ...data, jobs: data.jobs.map(mark) };
  return mark(data as JobDetail);
}

function setEverywhere(queryClient: QueryClient, jobId: string, bookmarked: boolean) {
  for (const key of [jobsKey, ['companies']]) {
    queryClient.setQueriesData<Cached>({ queryKey: key }, (data) => withFlag(data, jobId, bookmarked));
  }
}

export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) => (save ? saveJob(jobId) : removeSavedJob(jobId)),
    onMutate: async ({ jobId, save }) => {
      await queryClient.cancelQueries({ queryKey: jobsKey });
      setEverywhere(queryClient, jobId, save);
    },
    onError: (_err, { jobId, save }) => setEverywhere(queryClient, jobId, !save),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...jobsKey, 'saved'] }),
        queryClient.invalidateQueries({ queryKey: [...jobsKey, 'search'] }),
      ]),
  });
}
