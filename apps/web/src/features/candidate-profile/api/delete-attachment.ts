// DELETE /v1/user-attachment/{id}: the attachment and its file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_PROFILE_KEY } from './get-my-profile';

export function deleteAttachment(id: string): Promise<void> {
  return api.delete<void>(`/v1/user-attachment/${id}`);
}

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
