// GET /v1/job: the jobs visible to candidates, by keyword, filters, sort and page. The filters
// are what the job list keeps in its URL.
import type { ContractType, JobCity, JobFunction, JobMode, JobSort } from '@fis/shared/enums';
import type { JobPage } from '@fis/shared/job-search-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface JobFilters {
  keyword?: string;
  /** A company's jobs only (the company page links here). */
  companyId?: string;
  jobType?: ContractType;
  location?: Exclude<JobCity, 0>;
  jobMode?: JobMode;
  jobFunction?: JobFunction;
  posted?: number;
  sort: JobSort;
  page: number;
}

/** Every job query starts with this: saving a job refreshes them all. */
export const jobsKey = ['jobs'] as const;

export function searchJobs(filters: JobFilters): Promise<JobPage> {
  const params = new URLSearchParams({
    sort: filters.sort,
    page: String(filters.page),
    take: String(DEFAULT_PAGE_SIZE),
  });
  // SPEC section 3: the candidate-side search sends the keyword in lower case.
  if (filters.keyword) params.set('keyword', filters.keyword.toLowerCase());
  for (const key of ['companyId', 'jobType', 'location', 'jobMode', 'jobFunction', 'posted'] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return api.get<JobPage>(`/v1/job?${params}`);
}

export function useJobSearch(filters: JobFilters) {
  return useQuery({
    queryKey: [...jobsKey, 'search', filters],
    queryFn: () => searchJobs(filters),
    placeholderData: keepPreviousData,
  });
}
