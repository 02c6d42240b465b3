// GET /v1/admin/rounds/{id}/places: a round's fill board. Under placesKey, so a 'places:changed'
// push (an offer made or ended, a hire, a grant) refreshes it while it is open.
import type { PlacesBoard } from '@fis/shared/place-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placesKey } from '../../../lib/places-key';

export const placesBoardKey = (roundId: string) => [...placesKey, 'board', roundId] as const;

export const placesBoardQuery = (roundId: string) =>
  queryOptions({
    queryKey: placesBoardKey(roundId),
    queryFn: () => api.get<PlacesBoard>(`/v1/admin/rounds/${encodeURIComponent(roundId)}/places`),
  });

export function usePlacesBoard(roundId: string) {
  return useQuery(placesBoardQuery(roundId));
}
