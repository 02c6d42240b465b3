// POST /v1/review/create and PUT /v1/review/{id}: the author's review, new or edited; either way
// it waits for the scheme office. The answer's `message` is 'Thank you for your feedback!'.
import type { CreateReviewInput, UpdateReviewInput } from '@fis/shared/review-schemas';
import type { OwnReview } from '@fis/shared/review-view-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './reviews-key';

interface Saved {
  item: OwnReview;
  message: string;
}

export type SaveReviewInput = { id: string; values: UpdateReviewInput } | { id: null; values: CreateReviewInput };

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveReviewInput) =>
      id
        ? api.put<Saved>(`/v1/review/${encodeURIComponent(id)}`, values)
        : api.post<Saved>('/v1/review/create', values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
