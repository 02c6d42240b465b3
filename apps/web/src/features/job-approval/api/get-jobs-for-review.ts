// GET /v1/admin/job-approvals: jobs by approval state, waiting ones oldest first.
import type { AdminJobPage } from '@fis/shared/company-job-schemas';
import type { ApprovalStatus } from '@fis/shared/enums';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const jobsForReviewKey = ['admin', 'jobs'] as const;

export function getJobsForReview(status: ApprovalStatus, page: number): Promise<AdminJobPage> {
  return api.get<AdminJobPage>(`/v1/admin/job-approvals?status=${status}&page=${page}&take=${DEFAULT_PAGE_SIZE}`);
}

export const jobsForReviewQuery = (status: ApprovalStatus, page: number) =>
  queryOptions({
    queryKey: [...jobsForReviewKey, status, page],
    queryFn: () => getJobsForReview(status, page),
    placeholderData: keepPreviousData,
  });

export function useJobsForReview(status: ApprovalStatus, page: number) {
  return useQuery(jobsForReviewQuery(status, page));
}
