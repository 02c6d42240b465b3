// GET /v1/review?companyId=: a company's published reviews, by topic, sorted and paged; and GET
// /v1/review/company: the calling company's own published reviews, to reply to.
import type { ReviewSort, ReviewTopic } from '@fis/shared/enums';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import type { PublicReviewPage } from '@fis/shared/review-view-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './reviews-key';

export interface ReviewFilters {
  topic?: ReviewTopic;
  sort: ReviewSort;
  page: number;
}

function queryOf(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams({
    sort: filters.sort,
    page: String(filters.page),
    take: String(DEFAULT_PAGE_SIZE),
  });
  if (filters.topic) params.set('topic', filters.topic);
  return params;
}

export function useCompanyReviews(companyId: string, filters: ReviewFilters) {
  return useQuery({
    queryKey: [...reviewsKey, 'company', companyId, filters],
    queryFn: () => {
      const params = queryOf(filters);
      params.set('companyId', companyId);
      return api.get<PublicReviewPage>(`/v1/review?${params}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useOwnCompanyReviews(filters: ReviewFilters) {
  return useQuery({
    queryKey: [...reviewsKey, 'own-company', filters],
    queryFn: () => api.get<PublicReviewPage>(`/v1/review/company?${queryOf(filters)}`),
    placeholderData: keepPreviousData,
  });
}
