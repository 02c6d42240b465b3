// The company's two applicant lists' filters as their address holds them, read with the schema the
// API validates them with. The routes' loaders read them and hand them to the pages, so that a
// page carries no schema code (the same key as its first data, so the page takes that).
import { companyApplicantListQuerySchema } from '@fis/shared/company-applicant-schemas';
import { parseQuery } from '../../../lib/url-params';
import type { CompanyCandidateFilters } from '../api/get-company-candidates';
import type { JobCandidateFilters } from '../api/get-job-candidates';

export function readJobCandidateFilters(params: URLSearchParams): JobCandidateFilters {
  const { tab, keyword, page } = parseQuery(companyApplicantListQuerySchema, params);
  return { tab, keyword: keyword ?? '', page };
}

export function readCompanyCandidateFilters(params: URLSearchParams): CompanyCandidateFilters {
  const { tab, jobId, keyword, bookmarked, page } = parseQuery(companyApplicantListQuerySchema, params);
  return { tab, jobId: jobId ?? '', keyword: keyword ?? '', bookmarked, page };
}
