// Choosing and withdrawing picks (docs/decisions/028): a candidate's or a job's live picks and the
// choices with their match (GET /v1/admin/recommend/jobs-to-candidate/{id}, GET
// /v1/job/recommend-candidate-by-admin), recommending (the POSTs of the same addresses) and
// withdrawing (POST /v1/job/recommend/delete-recommend-candidates-to-job), and a company's live
// picks. Each change refreshes every query of the feature, the funnel too.
import type {
  CandidateChoices,
  JobChoices,
  OfficePick,
  RecommendResult,
  WithdrawRecommendationsInput,
} from '@fis/shared/office-recommendation-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { officeRecommendationsKey } from './recommendations';

function withKeyword(params: URLSearchParams, keyword: string): string {
  if (keyword.trim()) params.set('keyword', keyword.trim());
  return params.toString();
}

export const jobChoicesQuery = (candidateId: string, keyword: string) =>
  queryOptions({
    queryKey: [...officeRecommendationsKey, 'jobs', candidateId, keyword],
    queryFn: () =>
      api.get<JobChoices>(
        `/v1/admin/recommend/jobs-to-candidate/${candidateId}?${withKeyword(new URLSearchParams(), keyword)}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useJobChoices(candidateId: string, keyword: string) {
  return useQuery(jobChoicesQuery(candidateId, keyword));
}

export const candidateChoicesQuery = (jobId: string, keyword: string) =>
  queryOptions({
    queryKey: [...officeRecommendationsKey, 'candidates', jobId, keyword],
    queryFn: () =>
      api.get<CandidateChoices>(
        `/v1/job/recommend-candidate-by-admin?${withKeyword(new URLSearchParams({ jobId }), keyword)}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useCandidateChoices(jobId: string, keyword: string) {
  return useQuery(candidateChoicesQuery(jobId, keyword));
}

/** A change to the picks: every list of the feature is read again. */
function usePickChange<I>(call: (input: I) => Promise<RecommendResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: officeRecommendationsKey }),
  });
}

export function useRecommendJob(candidateId: string) {
  return usePickChange((jobId: string) =>
    api.post<RecommendResult>(`/v1/admin/recommend/jobs-to-candidate/${candidateId}`, { jobIds: [jobId] }),
  );
}

export function useRecommendCandidate(jobId: string) {
  return usePickChange((candidateId: string) =>
    api.post<RecommendResult>('/v1/job/recommend-candidate-by-admin', { jobId, candidateIds: [candidateId] }),
  );
}

export function useWithdrawPick() {
  return usePickChange((input: WithdrawRecommendationsInput) =>
    api.post<RecommendResult>('/v1/job/recommend/delete-recommend-candidates-to-job', input),
  );
}

/** The office's live picks for a company's jobs (GET /v1/admin/recommend/candidates-to-job-by-company-id/{id}). */
export const companyPicksQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...officeRecommendationsKey, 'company', companyId],
    queryFn: () => api.get<{ items: OfficePick[] }>(`/v1/admin/recommend/candidates-to-job-by-company-id/${companyId}`),
  });

export function useCompanyPicks(companyId: string) {
  return useQuery(companyPicksQuery(companyId));
}
