// POST /v1/user/update-profile: any subset of the profile fields; answers the whole profile.

import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import type { UpdateProfileInput } from '@fis/shared/candidate-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownEligibilityKey } from '../../../lib/eligibility-key';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { FILE_ACCESS_KEY } from './get-file-access';
import { MY_PROFILE_KEY } from './get-my-profile';

export function updateProfile(input: UpdateProfileInput): Promise<CandidateProfile> {
  return api.post<CandidateProfile>('/v1/user/update-profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile, input) => {
      queryClient.setQueryData(MY_PROFILE_KEY, profile);
      // The English name is the name the app greets the candidate with, the photo the header shows.
      if (input.englishName !== undefined || input.avatarMediaId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }
      // A company checking eligibility reads the current transcript and student ID scan.
      if (input.transcriptMediaId !== undefined || input.studentIdMediaId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: FILE_ACCESS_KEY });
        void queryClient.invalidateQueries({ queryKey: ownEligibilityKey });
      }
    },
  });
}
