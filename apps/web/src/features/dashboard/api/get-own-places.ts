// GET /v1/company/places: the company's own funded places in the current round, per side
// (docs/decisions/040); no sides when the round counts none. Under placesKey, so a
// 'places:changed' push (an offer made or ended, a hire, a grant) refreshes it.
import type { OwnPlaces } from '@fis/shared/place-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placesKey } from '../../../lib/places-key';

export const ownPlacesQuery = () =>
  queryOptions({ queryKey: [...placesKey, 'own'], queryFn: () => api.get<OwnPlaces>('/v1/company/places') });

export function useOwnPlaces() {
  return useQuery(ownPlacesQuery());
}
