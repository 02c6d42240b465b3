// GET /v1/user/profile: the signed-in candidate's whole profile.
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MY_PROFILE_KEY = ['candidate-profile', 'me'] as const;

export function getMyProfile(): Promise<CandidateProfile> {
  return api.get<CandidateProfile>('/v1/user/profile');
}

export const myProfileQuery = () => queryOptions({ queryKey: MY_PROFILE_KEY, queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(myProfileQuery());
}
