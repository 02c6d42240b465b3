// GET /v1/placements (the intern's own or the company's own) and GET /v1/admin/placements (every
// placement, for the office), filtered and paged. Under placementsKey, so a 'placement:changed'
// push or an accepted offer refreshes the open list.
import type { PlacementPage, placementListQuerySchema } from '@fis/shared/placement-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { placementsKey } from '../../../lib/placements-key';

/** The list's filters and page, as the address gives them (parseQuery with the API's schema). */
export type PlacementFilters = Partial<z.output<typeof placementListQuerySchema>>;

/** Whose list: the caller's own (an intern's or a company's) or the office's whole list. */
export type PlacementsScope = 'own' | 'admin';

const PATHS: Record<PlacementsScope, string> = { own: '/v1/placements', admin: '/v1/admin/placements' };

/** The query as the address carries it: only the values given. */
export function placementsSearch(query: PlacementFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

export function getPlacements(scope: PlacementsScope, query: PlacementFilters): Promise<PlacementPage> {
  const search = placementsSearch(query).toString();
  return api.get<PlacementPage>(search ? `${PATHS[scope]}?${search}` : PATHS[scope]);
}

export const placementsQuery = (scope: PlacementsScope, query: PlacementFilters) =>
  queryOptions({
    queryKey: [...placementsKey, 'list', scope, query],
    queryFn: () => getPlacements(scope, query),
    placeholderData: keepPreviousData,
  });

export function usePlacements(scope: PlacementsScope, query: PlacementFilters) {
  return useQuery(placementsQuery(scope, query));
}
