// PUT /v1/user-education/update/{id}: the whole entry.

import type { EducationEntry } from '@fis/shared/candidate-profile-response-schemas';
import type { EducationInput } from '@fis/shared/candidate-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_PROFILE_KEY } from './get-my-profile';

export function updateEducation(id: string, input: EducationInput): Promise<EducationEntry> {
  return api.put<EducationEntry>(`/v1/user-education/update/${id}`, input);
}

export function useUpdateEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EducationInput }) => updateEducation(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
