// DELETE /v1/review/{id}: the author removes their own review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companiesKey } from '../../../lib/companies-key';
import { reviewsKey } from './reviews-key';

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/v1/review/${encodeURIComponent(id)}`),
    // The company cards' ratings change when a published review goes.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
      void queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}
