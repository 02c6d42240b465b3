// The job list's state lives in the URL query (shareable, and the back button works): read it
// leniently, so a hand-edited or outdated link shows results rather than an error. By hand, not
// with jobSearchQuerySchema and parseQuery like the other lists: the schema would bring zod into
// this page's first load (docs/decisions/014).
import {
  CONTRACT_TYPES,
  type ContractType,
  JOB_CITY_VALUES,
  JOB_FUNCTIONS,
  JOB_MODES,
  JOB_SORTS,
  type JobCity,
  type JobFunction,
  type JobMode,
  type JobSort,
  POSTED_WITHIN_DAYS,
} from '@fis/shared/job-enums';
import { KEYWORD_MAX_LENGTH } from '@fis/shared/limits';
import { readPage } from '../../../lib/url-params';
import type { JobFilters } from '../api/search-jobs';

/** The choice that sets no filter: job function ALL, location 0 and posted 0 are the SPEC's own. */
export const ANY = 'ANY';
export const NO_FILTER = new Set([ANY, 'ALL', '0']);

export type FilterKey = 'jobType' | 'location' | 'jobMode' | 'jobFunction' | 'posted' | 'sort';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string | number>(values: readonly T[], value: T | null): T | undefined =>
  value !== null && values.includes(value) ? value : undefined;

export function readJobFilters(params: URLSearchParams): JobFilters {
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX_LENGTH);
  return {
    keyword: keyword || undefined,
    companyId: UUID.test(params.get('companyId') ?? '') ? (params.get('companyId') as string) : undefined,
    jobType: oneOf<ContractType>(CONTRACT_TYPES, params.get('jobType') as ContractType),
    location: oneOf<number>(JOB_CITY_VALUES, Number(params.get('location'))) as Exclude<JobCity, 0> | undefined,
    jobMode: oneOf<JobMode>(JOB_MODES, params.get('jobMode') as JobMode),
    jobFunction: oneOf<JobFunction>(JOB_FUNCTIONS, params.get('jobFunction') as JobFunction),
    posted: oneOf<number>(POSTED_WITHIN_DAYS, Number(params.get('posted'))),
    canTake: params.get('canTake') === 'true' ? true : undefined,
    sort: oneOf<JobSort>(JOB_SORTS, params.get('sort') as JobSort) ?? 'latest',
    page: readPage(params),
  };
}

/** How many filters (not the keyword or the sort) are set. */
export function countFilters(filters: JobFilters): number {
  return [
    filters.companyId,
    filters.jobType,
    filters.location,
    filters.jobMode,
    filters.jobFunction,
    filters.posted,
    filters.canTake,
  ].filter((v) => v !== undefined).length;
}

/** A copy of the query with one value set (or removed), back on page 1 unless the page is what changed. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  if (key !== 'page') next.delete('page');
  return next;
}
