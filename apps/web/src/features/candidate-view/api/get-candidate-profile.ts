// GET /v1/user/candidate/{id}: an applicant's profile as the company sees it (read-only). Each
// read is audited by the API, so it is kept out of the feature's key (a move or a bookmark does
// not refetch it) and not refetched on every focus.
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const candidateProfileKey = (id: string) => ['company-candidate-profile', id] as const;

export const candidateProfileQuery = (id: string) =>
  queryOptions({
    queryKey: candidateProfileKey(id),
    queryFn: () => api.get<CandidateProfile>(`/v1/user/candidate/${encodeURIComponent(id)}`),
    retry: false,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

export function useCandidateProfile(id: string) {
  return useQuery({ ...candidateProfileQuery(id), enabled: id !== '' });
}
