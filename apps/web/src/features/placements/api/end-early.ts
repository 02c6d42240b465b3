// PUT /v1/placements/{id}/early-end (the company or the office): the last day worked and why. A
// waiting extension is withdrawn with it.
import type { EarlyEndInput, Placement } from '@fis/shared/placement-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placementSaved } from './placement-saved';

export function endEarly(id: string, input: EarlyEndInput): Promise<Placement> {
  return api.put<Placement>(`/v1/placements/${encodeURIComponent(id)}/early-end`, input);
}

export function useEndEarly(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EarlyEndInput) => endEarly(id, input),
    onSuccess: (placement) => placementSaved(client, placement),
  });
}
