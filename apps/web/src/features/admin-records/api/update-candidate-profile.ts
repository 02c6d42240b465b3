// PUT /v1/admin/candidates/{id}/profile: the admin corrects a candidate's profile with the
// candidate's own schema; the candidate is told.

import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import type { UpdateProfileValues } from '@fis/shared/candidate-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRecordsKey } from './get-candidate-record';

export function updateCandidateProfile(id: string, values: UpdateProfileValues): Promise<CandidateProfile> {
  return api.put<CandidateProfile>(`/v1/admin/candidates/${encodeURIComponent(id)}/profile`, values);
}

export function useUpdateCandidateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateProfileValues) => updateCandidateProfile(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRecordsKey }),
  });
}
