// DELETE /v1/admin/rounds/{id}: a round no job belongs to.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundsKey } from '../../../lib/rounds-key';

export function useDeleteRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/v1/admin/rounds/${encodeURIComponent(id)}`),
    // Refreshed also when refused: ROUND_HAS_JOBS means the list's job count was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: roundsKey }),
  });
}
