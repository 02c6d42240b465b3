// POST /v1/admin/help-requests/{id}/answer: the office's text, emailed in the requester's language.
import {
  type AnswerHelpRequestInput,
  answerHelpRequestInputSchema,
  type HelpRequestDetail,
} from '@fis/shared/help-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { helpRequestKey } from './get-help-request';
import { helpRequestsKey } from './get-help-requests';

export { answerHelpRequestInputSchema };

export function answerHelpRequest(id: string, input: AnswerHelpRequestInput) {
  return api.post<{ item: HelpRequestDetail; message: string }>(`/v1/admin/help-requests/${id}/answer`, input);
}

export function useAnswerHelpRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerHelpRequestInput) => answerHelpRequest(id, input),
    onSuccess: ({ item }) => queryClient.setQueryData(helpRequestKey(id), item),
    onSettled: () => queryClient.invalidateQueries({ queryKey: helpRequestsKey }),
  });
}
