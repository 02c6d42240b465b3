// POST /v1/user-education/create.

import type { EducationEntry } from '@fis/shared/candidate-profile-response-schemas';
import type { EducationInput } from '@fis/shared/candidate-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_PROFILE_KEY } from './get-my-profile';

export function createEducation(input: EducationInput): Promise<EducationEntry> {
  return api.post<EducationEntry>('/v1/user-education/create', input);
}

export function useCreateEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEducation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
