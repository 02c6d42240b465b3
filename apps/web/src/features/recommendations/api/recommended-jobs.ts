// GET /v1/job/recommended: the jobs recommended to the candidate, with why (docs/decisions/027).
// POST /v1/job/recommended/not-interested: one is not recommended again.
import type { RecommendedJobList } from '@fis/shared/match-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { RECOMMENDED_JOBS_PATH, recommendationsKey } from '../../../lib/recommendations-key';

const jobsKey = [...recommendationsKey, 'jobs'] as const;

export const recommendedJobsQuery = () =>
  queryOptions({ queryKey: jobsKey, queryFn: () => api.get<RecommendedJobList>(RECOMMENDED_JOBS_PATH) });

export function useRecommendedJobs() {
  return useQuery(recommendedJobsQuery());
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
