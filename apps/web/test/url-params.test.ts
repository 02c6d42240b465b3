// A list's filters read from the address with the API's own query schema (lib/url-params.ts
// parseQuery): each value is checked alone, so a hand-edited or outdated link loses only its bad
// values, and every valid one still reaches the list.
import { candidateApplicationListQuerySchema } from '@fis/shared/application-schemas';
import { companyApplicantListQuerySchema } from '@fis/shared/company-applicant-schemas';
import { companyDirectoryQuerySchema } from '@fis/shared/job-search-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../src/lib/url-params';

const JOB_ID = '0b6f3c1e-8a4d-4c2b-9f1e-2d3c4b5a6978';

describe('parseQuery', () => {
  it('keeps every valid value', () => {
    const params = new URLSearchParams({
      tab: 'interviewing',
      jobId: JOB_ID,
      keyword: ' Chan ',
      bookmarked: 'true',
      page: '3',
    });
    expect(parseQuery(companyApplicantListQuerySchema, params)).toEqual({
      tab: 'interviewing',
      jobId: JOB_ID,
      keyword: 'Chan',
      bookmarked: true,
      page: 3,
      take: DEFAULT_PAGE_SIZE,
    });
  });

  it('drops a bad value and keeps the good ones beside it', () => {
    const params = new URLSearchParams({
      tab: 'hired?',
      jobId: 'not-a-uuid',
      keyword: 'Chan',
      bookmarked: 'yes',
      page: '3',
    });
    expect(parseQuery(companyApplicantListQuerySchema, params)).toEqual({
      tab: 'all',
      jobId: undefined,
      keyword: 'Chan',
      bookmarked: false,
      page: 3,
      take: DEFAULT_PAGE_SIZE,
    });
    expect(parseQuery(candidateApplicationListQuerySchema, new URLSearchParams('view=offers&page=-2'))).toMatchObject({
      view: 'offers',
      page: 1,
    });
    expect(parseQuery(candidateApplicationListQuerySchema, new URLSearchParams('view=old&page=2'))).toMatchObject({
      view: 'all',
      page: 2,
    });
  });

  it('runs the schema’s transform on the values kept, and ignores keys the schema does not name', () => {
    const params = new URLSearchParams({ keyword: '  ', region: 'GBA', page: '2.5', open: JOB_ID });
    expect(parseQuery(companyDirectoryQuerySchema, params)).toEqual({
      keyword: undefined,
      region: 'GBA',
      sort: 'name',
      page: 1,
      take: DEFAULT_PAGE_SIZE,
    });
    expect(parseQuery(companyDirectoryQuerySchema, new URLSearchParams('region=Mars&keyword=bank&page=4'))).toEqual({
      keyword: 'bank',
      region: undefined,
      sort: 'name',
      page: 4,
      take: DEFAULT_PAGE_SIZE,
    });
  });

  it('gives the defaults for an empty address', () => {
    expect(parseQuery(candidateApplicationListQuerySchema, new URLSearchParams())).toEqual({
      view: 'all',
      page: 1,
      take: DEFAULT_PAGE_SIZE,
    });
  });
});
