// PUT /v1/user-experience/update/{id}: the whole entry.

import type { ExperienceEntry } from '@fis/shared/candidate-profile-response-schemas';
import type { ExperienceInput } from '@fis/shared/candidate-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_PROFILE_KEY } from './get-my-profile';

export function updateExperience(id: string, input: ExperienceInput): Promise<ExperienceEntry> {
  return api.put<ExperienceEntry>(`/v1/user-experience/update/${id}`, input);
}

export function useUpdateExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ExperienceInput }) => updateExperience(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
