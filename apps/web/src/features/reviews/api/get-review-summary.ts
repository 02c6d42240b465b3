// GET /v1/review/summary?companyId=: the averages (overall and per topic) and the attribute
// counts of a company's published reviews.
import type { ReviewSummary } from '@fis/shared/review-view-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './reviews-key';

export function useReviewSummary(companyId: string) {
  return useQuery({
    queryKey: [...reviewsKey, 'summary', companyId],
    queryFn: () => api.get<ReviewSummary>(`/v1/review/summary?companyId=${encodeURIComponent(companyId)}`),
  });
}
