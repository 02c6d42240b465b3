import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ReviewDecision = 'approve' | 'reject';

export function reviewCompany(id: string, decision: ReviewDecision): Promise<void> {
  return api.post(`/v1/admin/companies/${id}/${decision}`);
}

export function useReviewCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReviewDecision }) => reviewCompany(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  });
}
