// GET /v1/review/eligibility?companyId=: whether the candidate may write a review of the company,
// and their own review of it (to edit instead) when they wrote one.
import type { ReviewEligibility } from '@fis/shared/review-view-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './reviews-key';

export const reviewEligibilityQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...reviewsKey, 'eligibility', companyId],
    queryFn: () => api.get<ReviewEligibility>(`/v1/review/eligibility?${new URLSearchParams({ companyId })}`),
    retry: false,
  });

export function useReviewEligibility(companyId: string) {
  return useQuery(reviewEligibilityQuery(companyId));
}
