// POST /v1/user-experience/create.

import type { ExperienceEntry } from '@fis/shared/candidate-profile-response-schemas';
import type { ExperienceInput } from '@fis/shared/candidate-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_PROFILE_KEY } from './get-my-profile';

export function createExperience(input: ExperienceInput): Promise<ExperienceEntry> {
  return api.post<ExperienceEntry>('/v1/user-experience/create', input);
}

export function useCreateExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExperience,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
