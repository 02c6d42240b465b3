// GET /v1/placements/{id}: one placement, for its intern, its company or the office (anyone else's
// answers 404). Under placementsKey, so a 'placement:changed' push refreshes the open page.
import type { Placement } from '@fis/shared/placement-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placementsKey } from '../../../lib/placements-key';

export const placementKey = (id: string) => [...placementsKey, 'one', id] as const;

export function getPlacement(id: string): Promise<Placement> {
  return api.get<Placement>(`/v1/placements/${encodeURIComponent(id)}`);
}

export const placementQuery = (id: string) =>
  queryOptions({ queryKey: placementKey(id), queryFn: () => getPlacement(id) });

export function usePlacement(id: string) {
  return useQuery(placementQuery(id));
}
