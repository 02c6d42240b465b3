// POST /v1/interviews/{id}/cancel: the company calls an interview off; the application keeps its stage.
import type { CancelInterviewInput, InterviewSaved } from '@fis/shared/interview-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export function cancelInterview(id: string, input: CancelInterviewInput = {}): Promise<InterviewSaved> {
  return api.post<InterviewSaved>(`/v1/interviews/${encodeURIComponent(id)}/cancel`, input ?? {});
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input?: CancelInterviewInput }) => cancelInterview(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKey }),
  });
}
