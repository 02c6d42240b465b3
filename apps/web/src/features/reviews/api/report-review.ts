// POST /v1/review/{id}/report: anyone signed in but the author tells the scheme office what is
// wrong with a published review; it stays published until the office decides.
import type { ReviewReportInput } from '@fis/shared/review-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './reviews-key';

export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ReviewReportInput }) =>
      api.post<{ message: string }>(`/v1/review/${encodeURIComponent(id)}/report`, values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
