// PUT /v1/placements/{id}/agreement (the intern): agrees to the dates the company proposed.
import type { Placement } from '@fis/shared/placement-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placementsKey } from '../../../lib/placements-key';
import { placementSaved } from './placement-saved';

export function agreeDates(id: string): Promise<Placement> {
  return api.put<Placement>(`/v1/placements/${encodeURIComponent(id)}/agreement`);
}

export function useAgreeDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => agreeDates(id),
    onSuccess: (placement) => placementSaved(client, placement),
    // Refused (the company changed the date meanwhile): the card is read again as it now is.
    onError: () => client.invalidateQueries({ queryKey: placementsKey }),
  });
}
