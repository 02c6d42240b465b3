// PUT /v1/admin/placements/{id}/extensions/{extensionId} (the office): approves a waiting extension,
// which adds its months, or refuses it with a reason.
import type { ExtensionDecisionInput, Placement } from '@fis/shared/placement-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placementSaved } from './placement-saved';

export function decideExtension(id: string, extensionId: string, input: ExtensionDecisionInput): Promise<Placement> {
  return api.put<Placement>(
    `/v1/admin/placements/${encodeURIComponent(id)}/extensions/${encodeURIComponent(extensionId)}`,
    input,
  );
}

export function useDecideExtension(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ extensionId, input }: { extensionId: string; input: ExtensionDecisionInput }) =>
      decideExtension(id, extensionId, input),
    onSuccess: (placement) => placementSaved(client, placement),
  });
}
