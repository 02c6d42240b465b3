// The GET /v1/job address of a job search, written one way wherever a search is asked for.
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import type { JobFilters } from './search-jobs';

export function jobSearchPath(filters: JobFilters): string {
  const params = new URLSearchParams({
    sort: filters.sort,
    page: String(filters.page),
    take: String(DEFAULT_PAGE_SIZE),
  });
  // SPEC section 3: the candidate-side search sends the keyword in lower case.
  if (filters.keyword) params.set('keyword', filters.keyword.toLowerCase());
  for (const key of ['companyId', 'jobType', 'location', 'jobMode', 'jobFunction', 'posted', 'canTake'] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return `/v1/job?${params}`;
}
