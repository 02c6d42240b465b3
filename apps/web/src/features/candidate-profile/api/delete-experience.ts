// DELETE /v1/user-experience/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_PROFILE_KEY } from './get-my-profile';

export function deleteExperience(id: string): Promise<void> {
  return api.delete<void>(`/v1/user-experience/${id}`);
}

export function useDeleteExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExperience,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
