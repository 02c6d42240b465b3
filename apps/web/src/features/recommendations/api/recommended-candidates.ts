// The company's side of recommendations (docs/decisions/027): its open jobs (GET /v1/job/company-jobs),
// each job's recommended candidates (GET /v1/job/recommended-candidates/{id}), and the invitation
// to apply, a message (POST /v1/job/recommended-candidates/{id}/invite).
import type { CompanyJobPage } from '@fis/shared/company-job-schemas';
import { JobStatus } from '@fis/shared/job-enums';
import type { InviteCandidateInput, RecommendedCandidateList } from '@fis/shared/match-schemas';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recommendationsKey } from '../../../lib/recommendations-key';

/** The open jobs a company is shown recommendations for: at most this many, the newest first. */
const OPEN_JOBS_SHOWN = 20;

export const openJobsQuery = () =>
  queryOptions({
    queryKey: [...recommendationsKey, 'open-jobs'],
    queryFn: () =>
      api.get<CompanyJobPage>(
        `/v1/job/company-jobs?${new URLSearchParams({ status: String(JobStatus.OPEN), sort: 'latest', page: '1', take: String(OPEN_JOBS_SHOWN) })}`,
      ),
  });

export function useOpenJobs() {
  return useQuery(openJobsQuery());
}

const candidatesKey = (jobId: string) => [...recommendationsKey, 'candidates', jobId] as const;

export const recommendedCandidatesQuery = (jobId: string) =>
  queryOptions({
    queryKey: candidatesKey(jobId),
    queryFn: () => api.get<RecommendedCandidateList>(`/v1/job/recommended-candidates/${jobId}`),
  });

export function useRecommendedCandidates(jobId: string) {
  return useQuery(recommendedCandidatesQuery(jobId));
}

/**
 * Every open job's recommended candidates at once, for their counts: the lists are kept by the API
 * (decision 029), at most RECOMMENDED_CANDIDATES_SIZE each, and a job's panel reads its own from
 * the same cache entry.
 */
export function useRecommendedCandidatesOf(jobIds: readonly string[]) {
  return useQueries({ queries: jobIds.map(recommendedCandidatesQuery) });
}

export function useInviteCandidate(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteCandidateInput) =>
      api.post<{ message: string }>(`/v1/job/recommended-candidates/${jobId}/invite`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKey(jobId) }),
  });
}
