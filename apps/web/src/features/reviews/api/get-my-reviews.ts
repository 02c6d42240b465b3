// GET /v1/review/mine: the candidate's own reviews in every state, newest first.
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import type { OwnReviewPage } from '@fis/shared/review-view-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './reviews-key';

export function useMyReviews(page: number) {
  return useQuery({
    queryKey: [...reviewsKey, 'mine', page],
    queryFn: () =>
      api.get<OwnReviewPage>(
        `/v1/review/mine?${new URLSearchParams({ page: String(page), take: String(DEFAULT_PAGE_SIZE) })}`,
      ),
    placeholderData: keepPreviousData,
  });
}
