// GET /v1/company/places?roundId=: the company's own funded places in a job's round, per side
// (docs/decisions/040), which say whether an offer can succeed before it is made (decision 034).
// Under placesKey, so a 'places:changed' push (an offer made or ended, a hire, a grant) refreshes it.
import type { OwnPlaces } from '@fis/shared/place-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placesKey } from '../../../lib/places-key';

export const roundPlacesQuery = (roundId: string | undefined) =>
  queryOptions({
    queryKey: [...placesKey, 'own', 'round', roundId],
    queryFn: () => api.get<OwnPlaces>(`/v1/company/places?roundId=${encodeURIComponent(roundId ?? '')}`),
  });

export function useRoundPlaces(roundId: string | undefined) {
  return useQuery({ ...roundPlacesQuery(roundId), enabled: roundId !== undefined });
}
