// GET /v1/job/company-jobs: the company's jobs, sorted, filtered and paged.
import type { CompanyJobPage } from '@fis/shared/company-job-schemas';
import type { ApprovalStatus } from '@fis/shared/enums';
import type { JobSort, JobStatus } from '@fis/shared/job-enums';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CompanyJobFilters {
  sort: JobSort;
  status?: JobStatus;
  approvalStatus?: ApprovalStatus;
  page: number;
}

export const companyJobsKey = ['company', 'jobs'] as const;

export function getCompanyJobs(filters: CompanyJobFilters): Promise<CompanyJobPage> {
  const params = new URLSearchParams({
    sort: filters.sort,
    page: String(filters.page),
    take: String(DEFAULT_PAGE_SIZE),
  });
  if (filters.status !== undefined) params.set('status', String(filters.status));
  if (filters.approvalStatus !== undefined) params.set('approvalStatus', String(filters.approvalStatus));
  return api.get<CompanyJobPage>(`/v1/job/company-jobs?${params}`);
}

export const companyJobsQuery = (filters: CompanyJobFilters) =>
  queryOptions({
    queryKey: [...companyJobsKey, 'list', filters],
    queryFn: () => getCompanyJobs(filters),
    placeholderData: keepPreviousData,
  });

export function useCompanyJobs(filters: CompanyJobFilters) {
  return useQuery(companyJobsQuery(filters));
}
