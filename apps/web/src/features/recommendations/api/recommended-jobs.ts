// GET /v1/job/recommended: the jobs recommended to the candidate, with why (docs/decisions/027);
// asked for as the app starts (SPEC section 2: app/early-requests.ts), so the dashboard and the job
// list show them at once. POST /v1/job/recommended/not-interested: one is not recommended again.
import { Role } from '@fis/shared/enums';
import type { RecommendedJobList } from '@fis/shared/match-schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { RECOMMENDED_JOBS_PATH, recommendationsKey } from '../../../lib/recommendations-key';
import { storage } from '../../../lib/storage';

const jobsKey = [...recommendationsKey, 'jobs'] as const;

const recommendedJobsQuery = () =>
  queryOptions({ queryKey: jobsKey, queryFn: () => api.get<RecommendedJobList>(RECOMMENDED_JOBS_PATH) });

export function useRecommendedJobs() {
  return useQuery(recommendedJobsQuery());
}

/** As the app starts with a candidate's session stored: the recommended jobs (SPEC section 2). */
export function startRecommendedJobs(client: QueryClient): void {
  if (storage.get('token') && storage.get('userType') === String(Role.CANDIDATE)) {
    void client.prefetchQuery(recommendedJobsQuery());
  }
}

/** Not interested: the job leaves the list at once, and stays out of it. */
export function useDismissRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.post<void>('/v1/job/recommended/not-interested', { jobId }),
    onSuccess: (_done, jobId) => {
      queryClient.setQueryData<RecommendedJobList>(jobsKey, (data) =>
        data ? { items: data.items.filter((r) => r.job.id !== jobId) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: recommendationsKey });
    },
  });
}
