// DELETE /v1/user-education/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_PROFILE_KEY } from './get-my-profile';

export function deleteEducation(id: string): Promise<void> {
  return api.delete<void>(`/v1/user-education/${id}`);
}

export function useDeleteEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEducation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
