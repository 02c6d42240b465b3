// PUT /v1/admin/rounds/{id}/places: one company's places on one side of the round. The API answers
// the round's board, which takes the open board's place at once.
import type { GrantPlacesInput, PlacesBoard } from '@fis/shared/place-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placesBoardKey } from './get-places-board';

export function useGrantPlaces(roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantPlacesInput) =>
      api.put<PlacesBoard>(`/v1/admin/rounds/${encodeURIComponent(roundId)}/places`, input),
    onSuccess: (board) => queryClient.setQueryData(placesBoardKey(roundId), board),
  });
}
