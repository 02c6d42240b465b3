// GET /v1/review/{id}: one review as the caller may see it (the write-review page reads its
// author's own view to edit it).
import type { ReviewView } from '@fis/shared/review-view-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './reviews-key';

export const reviewQuery = (id: string | null | undefined) =>
  queryOptions({
    queryKey: [...reviewsKey, 'detail', id],
    queryFn: () => api.get<ReviewView>(`/v1/review/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    retry: false,
  });

export function useReview(id: string | null | undefined) {
  return useQuery(reviewQuery(id));
}
