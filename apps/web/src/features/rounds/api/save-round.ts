// POST /v1/admin/rounds (a new round) and PUT /v1/admin/rounds/{id} (a change to one).
import type { Round, RoundInput } from '@fis/shared/round-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundsKey } from '../../../lib/rounds-key';

export function useSaveRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: RoundInput }) =>
      id
        ? api.put<Round>(`/v1/admin/rounds/${encodeURIComponent(id)}`, input)
        : api.post<Round>('/v1/admin/rounds', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundsKey }),
  });
}
