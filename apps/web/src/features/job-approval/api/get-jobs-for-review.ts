// GET /v1/admin/job-approvals: jobs by approval state, waiting ones oldest first; `assignee`, one
// officer's (decision 056).
import type { AdminJobPage } from '@fis/shared/company-job-schemas';
import type { ApprovalStatus } from '@fis/shared/enums';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const jobsForReviewKey = ['admin', 'jobs'] as const;

export function getJobsForReview(status: ApprovalStatus, page: number, assignee?: string): Promise<AdminJobPage> {
  const mine = assignee ? `&assignee=${assignee}` : '';
  return api.get<AdminJobPage>(
    `/v1/admin/job-approvals?status=${status}&page=${page}&take=${DEFAULT_PAGE_SIZE}${mine}`,
  );
}

export const jobsForReviewQuery = (status: ApprovalStatus, page: number, assignee?: string) =>
  queryOptions({
    queryKey: [...jobsForReviewKey, status, page, assignee ?? null],
    queryFn: () => getJobsForReview(status, page, assignee),
    placeholderData: keepPreviousData,
  });

export function useJobsForReview(status: ApprovalStatus, page: number, assignee?: string) {
  return useQuery(jobsForReviewQuery(status, page, assignee));
}
