// The scheme office's recommendations (docs/decisions/028): the funnel and the picks
// (GET /v1/admin/recommendations), under one query key that every recommend and withdraw refreshes.
import type { RecommendationsPage, RecommendationsQuery } from '@fis/shared/office-recommendation-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The root of every query of this feature: a pick made or withdrawn refreshes them all. */
export const officeRecommendationsKey = ['admin', 'office-recommendations'] as const;

export function recommendationsQuery(query: RecommendationsQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return queryOptions({
    queryKey: [...officeRecommendationsKey, 'funnel', query],
    queryFn: () => api.get<RecommendationsPage>(`/v1/admin/recommendations?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useRecommendations(query: RecommendationsQuery) {
  return useQuery(recommendationsQuery(query));
}
