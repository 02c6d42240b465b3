// The scheme office's moderation queue: GET /v1/admin/reviews?status= (one tab, with every tab's
// count), and POST /v1/admin/reviews/{id}/publish | reject | keep.
import type { BulkResult } from '@fis/shared/bulk-schemas';
import type { ReviewQueue } from '@fis/shared/enums';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import type { BulkReviewDecisionInput } from '@fis/shared/review-schemas';
import type { AdminReview, AdminReviewPage } from '@fis/shared/review-view-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companiesKey } from '../../../lib/companies-key';
import { reviewsKey } from './reviews-key';

/** One tab's page; `assignee`, one officer's reviews (decision 056). */
export const adminReviewsQuery = (status: ReviewQueue, page: number, assignee?: string) =>
  queryOptions({
    queryKey: [...reviewsKey, 'admin', status, page, assignee ?? null],
    queryFn: () =>
      api.get<AdminReviewPage>(
        `/v1/admin/reviews?${new URLSearchParams({
          status,
          page: String(page),
          take: String(DEFAULT_PAGE_SIZE),
          ...(assignee ? { assignee } : {}),
        })}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(status: ReviewQueue, page: number, assignee?: string) {
  return useQuery(adminReviewsQuery(status, page, assignee));
}

export type ReviewDecision = 'publish' | 'reject' | 'keep';

/** POST /v1/admin/reviews/bulk: publish, or reject with one reason, the waiting reviews ticked (decision 058). */
export function useBulkDecideReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkReviewDecisionInput) => api.post<BulkResult>('/v1/admin/reviews/bulk', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
      void queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: ReviewDecision; reason?: string }) =>
      api.post<{ item: AdminReview; message: string }>(
        `/v1/admin/reviews/${encodeURIComponent(id)}/${decision}`,
        decision === 'reject' ? { reason } : {},
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
      void queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}
