// POST /v1/placements/{id}/extensions (the company): more months and why, for the office to decide.
import type { ExtensionRequestInput, Placement } from '@fis/shared/placement-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placementSaved } from './placement-saved';

export function askExtension(id: string, input: ExtensionRequestInput): Promise<Placement> {
  return api.post<Placement>(`/v1/placements/${encodeURIComponent(id)}/extensions`, input);
}

export function useAskExtension(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExtensionRequestInput) => askExtension(id, input),
    onSuccess: (placement) => placementSaved(client, placement),
  });
}
