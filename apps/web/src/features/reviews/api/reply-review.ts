// POST /v1/review/{id}/reply: the reviewed company sets or replaces its one public reply.
import type { ReviewReplyInput } from '@fis/shared/review-schemas';
import type { PublicReview } from '@fis/shared/review-view-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './reviews-key';

export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ReviewReplyInput }) =>
      api.post<{ item: PublicReview; message: string }>(`/v1/review/${encodeURIComponent(id)}/reply`, values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
