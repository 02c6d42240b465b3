// @vitest-environment happy-dom
// The company's applicant lists: filters read from the address (a bad value dropped, the rest
// kept), the rows ticked for a bulk action, the search box written to the address once typing
// pauses, and the CSV export's query.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterParams } from '../src/features/applications/api/get-company-candidates';
import { isFiltered } from '../src/features/applications/hooks/use-applicant-lists';
import {
  readCompanyCandidateFilters,
  readJobCandidateFilters,
} from '../src/features/applications/utils/applicant-list-filters';
import { KEYWORD_DEBOUNCE_MS, useKeywordParam } from '../src/lib/use-keyword-param';
import { useSelection } from '../src/lib/use-selection';

const JOB_ID = '0b6f3c1e-8a4d-4c2b-9f1e-2d3c4b5a6978';

describe('list filters from the address', () => {
  it("reads a job's candidates: tab, keyword and page, a bad tab falling back to all", () => {
    expect(readJobCandidateFilters(new URLSearchParams('tab=offers&keyword=+Chan+&page=2'))).toEqual({
      tab: 'offers',
      keyword: 'Chan',
      page: 2,
    });
    expect(readJobCandidateFilters(new URLSearchParams('tab=nonsense&page=-3'))).toEqual({
      tab: 'all',
      keyword: '',
      page: 1,
    });
  });

  it("reads the company's candidates, and says when any filter narrows the list", () => {
    const filters = readCompanyCandidateFilters(new URLSearchParams(`jobId=${JOB_ID}&bookmarked=true`));
    expect(filters).toEqual({ tab: 'all', jobId: JOB_ID, keyword: '', bookmarked: true, page: 1 });
    expect(isFiltered(filters)).toBe(true);
    const none = readCompanyCandidateFilters(new URLSearchParams('jobId=not-a-uuid'));
    expect(none.jobId).toBe('');
    expect(isFiltered(none)).toBe(false);
  });

  it('exports with the same filters as the list, without the page', () => {
    const params = filterParams({ tab: 'hired', jobId: JOB_ID, keyword: 'Wong', bookmarked: true });
    expect(Object.fromEntries(params)).toEqual({ tab: 'hired', jobId: JOB_ID, keyword: 'Wong', bookmarked: 'true' });
    expect(Object.fromEntries(filterParams({ tab: 'all', jobId: '', keyword: '', bookmarked: false }))).toEqual({
      tab: 'all',
    });
  });
});

describe('useSelection', () => {
  const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  const rows = [a, b, c];

  it('ticks rows one by one and all at once', () => {
    const { result } = renderHook(() => useSelection(rows, (row) => row.id));
    act(() => result.current.toggle(a, true));
    act(() => result.current.toggle(c, true));
    expect(result.current.selectedRows.map((r) => r.id)).toEqual(['a', 'c']);
    expect(result.current.someSelected).toBe(true);
    expect(result.current.allSelected).toBe(false);
    act(() => result.current.toggle(a, false));
    expect(result.current.selectedRows.map((r) => r.id)).toEqual(['c']);
    act(() => result.current.toggleAll(true));
    expect(result.current.allSelected).toBe(true);
    expect(result.current.someSelected).toBe(false);
    act(() => result.current.clear());
    expect(result.current.selectedRows).toEqual([]);
  });

  it('acts only on the rows still shown', () => {
    const { result, rerender } = renderHook(({ shown }) => useSelection(shown, (row) => row.id), {
      initialProps: { shown: rows },
    });
    act(() => result.current.toggleAll(true));
    rerender({ shown: rows.slice(1) });
    expect(result.current.selectedRows.map((r) => r.id)).toEqual(['b', 'c']);
    expect(result.current.allSelected).toBe(true);
  });
});

describe('useKeywordParam', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the trimmed keyword once typing pauses, and not what the address already holds', () => {
    const write = vi.fn();
    const { result } = renderHook(() => useKeywordParam('Lee', write));
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS * 2));
    expect(write).not.toHaveBeenCalled();
    act(() => result.current[1](' C'));
    act(() => result.current[1](' Ch'));
    act(() => result.current[1](' Chan '));
    expect(result.current[0]).toBe(' Chan ');
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 50));
    expect(write).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('Chan');
  });
});
