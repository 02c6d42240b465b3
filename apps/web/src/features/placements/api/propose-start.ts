// PUT /v1/placements/{id}/start-date (the company): the first day it proposes, today or later in
// Hong Kong; the intern then agrees to the dates. A new proposal needs a new agreement.
import type { Placement, ProposeStartInput } from '@fis/shared/placement-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placementSaved } from './placement-saved';

export function proposeStart(id: string, input: ProposeStartInput): Promise<Placement> {
  return api.put<Placement>(`/v1/placements/${encodeURIComponent(id)}/start-date`, input);
}

export function useProposeStart(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposeStartInput) => proposeStart(id, input),
    onSuccess: (placement) => placementSaved(client, placement),
  });
}
