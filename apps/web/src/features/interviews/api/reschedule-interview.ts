// PUT /v1/interviews/{id}: the company moves an interview; the candidate gets a new calendar file.
import type { InterviewInput } from '@fis/shared/application-schemas';
import type { InterviewSaved } from '@fis/shared/interview-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export function rescheduleInterview(id: string, input: InterviewInput): Promise<InterviewSaved> {
  return api.put<InterviewSaved>(`/v1/interviews/${encodeURIComponent(id)}`, input);
}

export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: InterviewInput }) => rescheduleInterview(id, input),
    // The interview lists and every application detail that shows the interview.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKey }),
  });
}
