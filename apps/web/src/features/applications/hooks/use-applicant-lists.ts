// The state of the company's two applicant lists (a job's candidates, all candidates): filters
// read from the address with the API's query schema, the query, the search box, and for a job's
// list the rows ticked for a bulk action, which a new tab, search or page clears.
import { companyApplicantListQuerySchema } from '@fis/shared/company-applicant-schemas';
import { parseQuery, useUrlParams } from '../../../lib/url-params';
import { useKeywordParam } from '../../../lib/use-keyword-param';
import { useSelection } from '../../../lib/use-selection';
import { type CompanyCandidateFilters, useCompanyCandidates } from '../api/get-company-candidates';
import { type JobCandidateFilters, useJobCandidates } from '../api/get-job-candidates';

export function readJobCandidateFilters(params: URLSearchParams): JobCandidateFilters {
  const { tab, keyword, page } = parseQuery(companyApplicantListQuerySchema, params);
  return { tab, keyword: keyword ?? '', page };
}

export function readCompanyCandidateFilters(params: URLSearchParams): CompanyCandidateFilters {
  const { tab, jobId, keyword, bookmarked, page } = parseQuery(companyApplicantListQuerySchema, params);
  return { tab, jobId: jobId ?? '', keyword: keyword ?? '', bookmarked, page };
}

/** Whether any filter narrows the list (its empty state then offers to clear them). */
export const isFiltered = (filters: CompanyCandidateFilters) =>
  filters.keyword !== '' || filters.jobId !== '' || filters.bookmarked || filters.tab !== 'all';

export function useJobCandidateList(jobId: string) {
  const { params, setParam: setUrlParam } = useUrlParams();
  const filters = readJobCandidateFilters(params);
  const query = useJobCandidates(jobId, filters);
  const items = query.data?.items ?? [];
  const selection = useSelection(items, (row) => row.id);
  // A new tab, search or page is a new set of rows: nothing stays selected.
  const setParam = (key: string, value: string | null) => {
    setUrlParam(key, value);
    selection.clear();
  };
  const [keyword, setKeyword] = useKeywordParam(filters.keyword, (words) => setParam('keyword', words));
  return { filters, query, items, selection, setParam, keyword, setKeyword };
}

export function useCompanyCandidateList() {
  const { params, setParam, clearParams } = useUrlParams();
  const filters = readCompanyCandidateFilters(params);
  const query = useCompanyCandidates(filters);
  const [keyword, setKeyword] = useKeywordParam(filters.keyword, (words) => setParam('keyword', words));
  const clearFilters = () => {
    setKeyword('');
    clearParams();
  };
  return { filters, query, items: query.data?.items ?? [], setParam, keyword, setKeyword, clearFilters };
}
