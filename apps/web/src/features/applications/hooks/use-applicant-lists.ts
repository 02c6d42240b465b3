// The state of the company's two applicant lists (a job's candidates, all candidates), from the
// filters the route's loader read from the address (utils/applicant-list-filters.ts): the query, the
// search box, whether a change of the filters is loading (a navigation whose loader reads them), and for a
// job's list the rows ticked for a bulk action, which a new tab, search or page clears.
import { useUrlParams } from '../../../lib/url-params';
import { useKeywordParam } from '../../../lib/use-keyword-param';
import { useSelection } from '../../../lib/use-selection';
import { type CompanyCandidateFilters, useCompanyCandidates } from '../api/get-company-candidates';
import { type JobCandidateFilters, useJobCandidates } from '../api/get-job-candidates';

/** Whether any filter narrows the list (its empty state then offers to clear them). */
export const isFiltered = (filters: CompanyCandidateFilters) =>
  filters.keyword !== '' || filters.jobId !== '' || filters.bookmarked || filters.tab !== 'all';

export function useJobCandidateList(jobId: string, filters: JobCandidateFilters) {
  const { setParam: setUrlParam, changing: refreshing } = useUrlParams();
  const query = useJobCandidates(jobId, filters);
  const items = query.data?.items ?? [];
  const selection = useSelection(items, (row) => row.id);
  // A new tab, search or page is a new set of rows: nothing stays selected.
  const setParam = (key: string, value: string | null) => {
    setUrlParam(key, value);
    selection.clear();
  };
  const [keyword, setKeyword] = useKeywordParam(filters.keyword, (words) => setParam('keyword', words));
  return { query, items, selection, setParam, keyword, setKeyword, refreshing };
}

export function useCompanyCandidateList(filters: CompanyCandidateFilters) {
  const { setParam, clearParams, changing: refreshing } = useUrlParams();
  const query = useCompanyCandidates(filters);
  const [keyword, setKeyword] = useKeywordParam(filters.keyword, (words) => setParam('keyword', words));
  const clearFilters = () => {
    setKeyword('');
    clearParams();
  };
  return { query, items: query.data?.items ?? [], setParam, keyword, setKeyword, clearFilters, refreshing };
}
