// GET /v1/job: the jobs visible to candidates, by keyword, filters, sort and page. The filters
// are what the job list keeps in its URL.
import type { ContractType, JobCity, JobFunction, JobMode, JobSort } from '@fis/shared/job-enums';
import type { JobPage } from '@fis/shared/job-search-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobsKey } from '../../../lib/jobs-key';
import { jobSearchPath } from './job-search-path';

export interface JobFilters {
  keyword?: string;
  /** A company's jobs only (the company page links here). */
  companyId?: string;
  jobType?: ContractType;
  location?: Exclude<JobCity, 0>;
  jobMode?: JobMode;
  jobFunction?: JobFunction;
  posted?: number;
  /** Only the jobs no scheme rule rules the candidate out of (docs/decisions/026). */
  canTake?: true;
  sort: JobSort;
  page: number;
}

export function searchJobs(filters: JobFilters): Promise<JobPage> {
  return api.get<JobPage>(jobSearchPath(filters));
}

export const jobSearchQuery = (filters: JobFilters) =>
  queryOptions({
    queryKey: [...jobsKey, 'search', filters],
    queryFn: () => searchJobs(filters),
    placeholderData: keepPreviousData,
  });

export function useJobSearch(filters: JobFilters) {
  return useQuery(jobSearchQuery(filters));
}
