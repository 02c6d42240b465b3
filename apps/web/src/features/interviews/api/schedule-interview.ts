// POST /v1/interviews: the company sets another interview for an applicant in interviewing; the
// candidate gets its calendar file.
import type { InterviewInput } from '@fis/shared/application-schemas';
import type { InterviewSaved } from '@fis/shared/interview-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pipelineKey } from '../../../lib/pipeline-key';

export function scheduleInterview(applicationId: string, input: InterviewInput): Promise<InterviewSaved> {
  return api.post<InterviewSaved>('/v1/interviews', { applicationId, ...input });
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, input }: { applicationId: string; input: InterviewInput }) =>
      scheduleInterview(applicationId, input),
    // The interview lists and every application detail that shows the interview.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKey }),
  });
}
