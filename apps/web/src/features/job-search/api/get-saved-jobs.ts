// GET /v1/user/bookmark/favorite-jobs: the candidate's saved jobs that are still open.
import type { JobPage } from '@fis/shared/job-search-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobsKey } from '../../../lib/jobs-key';

export function getSavedJobs(page: number): Promise<JobPage> {
  return api.get<JobPage>(`/v1/user/bookmark/favorite-jobs?page=${page}&take=${DEFAULT_PAGE_SIZE}`);
}

export const savedJobsQuery = (page: number) =>
  queryOptions({
    queryKey: [...jobsKey, 'saved', page],
    queryFn: () => getSavedJobs(page),
    placeholderData: keepPreviousData,
  });

export function useSavedJobs(page: number) {
  return useQuery(savedJobsQuery(page));
}
