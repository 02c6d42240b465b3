// PUT /v1/applications/{id} (one move) and POST /v1/applications/hiring-company/move (the same
// move for several applicants). Every list and detail of the feature is refreshed afterwards.
import type { ApplicationSaved, BulkMoveInput, BulkMoveResult, MoveInput } from '@fis/shared/application-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export function moveApplication(id: string, input: MoveInput): Promise<ApplicationSaved> {
  return api.put<ApplicationSaved>(`/v1/applications/${encodeURIComponent(id)}`, input);
}

export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: MoveInput }) => moveApplication(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKey }),
  });
}

export function useBulkMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkMoveInput) => api.post<BulkMoveResult>('/v1/applications/hiring-company/move', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKey }),
  });
}
