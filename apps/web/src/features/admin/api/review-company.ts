import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ReviewDecision = 'approve' | 'reject';

/** A rejection carries the reason the company reads in its email; an approval may carry a note. */
export function reviewCompany(id: string, decision: ReviewDecision, reason?: string): Promise<void> {
  return api.post(`/v1/admin/companies/${id}/${decision}`, reason ? { reason } : {});
}

export function useReviewCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: ReviewDecision; reason?: string }) =>
      reviewCompany(id, decision, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  });
}
