// POST /v1/user/update-resume: the new resume replaces the old one (null removes it).
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_PROFILE_KEY } from './get-my-profile';

export function updateResume(resumeMediaId: string | null): Promise<CandidateProfile> {
  return api.post<CandidateProfile>('/v1/user/update-resume', { resumeMediaId });
}

export function useUpdateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResume,
    onSuccess: (profile) => queryClient.setQueryData(MY_PROFILE_KEY, profile),
  });
}
