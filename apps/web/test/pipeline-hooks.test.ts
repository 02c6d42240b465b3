// @vitest-environment happy-dom
// The hooks that talk to the API, with a fake fetch at the HTTP boundary only: bulk moves make one
// call per target stage and keep those refused, and the CSV export saves the file under the name
// the API gives (Content-Disposition), not one the browser makes up.

import { Stage } from '@fis/shared/application-stages';
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCsvExport } from '../src/features/applications/hooks/use-csv-export';
import { useStageMoves } from '../src/features/applications/hooks/use-stage-moves';
import { initI18n } from '../src/lib/i18n';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];

/** Answers each request with `answer(call)`: a JSON body, or a Response as it is. */
function fakeFetch(answer: (call: Call) => unknown) {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null };
    calls.push(call);
    const answered = answer(call);
    return answered instanceof Response ? answered : new Response(JSON.stringify(answered), { status: 200 });
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return createElement(QueryClientProvider, { client }, children);
}

const row = (id: string, stage: Stage) =>
  ({ id, stage, candidate: { englishName: `Name ${id}`, chineseName: null } }) as unknown as CompanyApplicant;

// The texts the hooks show come from the real catalogs.
beforeAll(() => initI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('useStageMoves', () => {
  it('moves one applicant with one PUT to the stage the table gives', async () => {
    fakeFetch(() => ({ id: 'a', stage: Stage.SCREENING, message: 'Moved' }));
    const { result } = renderHook(() => useStageMoves(), { wrapper });
    await act(() => result.current.run('screen', [row('a', Stage.NEW)]));
    expect(calls).toEqual([{ method: 'PUT', url: '/api/v1/applications/a', body: { stage: Stage.SCREENING } }]);
    expect(result.current.refused).toEqual([]);
  });

  it('moves several with one bulk call per target stage, and lists those the API refused', async () => {
    fakeFetch((call) => {
      const { ids } = call.body as { ids: string[] };
      return {
        moved: ids.filter((id) => id !== 'c'),
        refused: ids.includes('c') ? [{ id: 'c', code: 'STAGE_CONFLICT', message: 'Already offered' }] : [],
        message: '',
      };
    });
    const { result } = renderHook(() => useStageMoves(), { wrapper });
    const rows = [row('a', Stage.NEW), row('b', Stage.INTERVIEWING), row('c', Stage.OFFERED)];
    await act(() => result.current.run('reject', rows));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v1/applications/hiring-company/move', { ids: ['a', 'c'], stage: Stage.REJECTED_AFTER_SCREENING }],
      ['POST', '/api/v1/applications/hiring-company/move', { ids: ['b'], stage: Stage.REJECTED_AFTER_INTERVIEW }],
    ]);
    expect(result.current.refused).toEqual([{ name: 'Name c', reason: 'Already offered' }]);
    act(() => result.current.clearRefused());
    expect(result.current.refused).toEqual([]);
  });
});

describe('useCsvExport', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("asks for the list's filters and saves the file under the API's name", async () => {
    fakeFetch(
      () =>
        new Response('name\n', {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="applicants-20260101.csv"` },
        }),
    );
    const { result } = renderHook(() => useCsvExport(), { wrapper });
    await act(() => result.current.start({ tab: 'hired', jobId: '', keyword: 'Chan', bookmarked: false }));
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/applications/hiring-company/export-csv?tab=hired&keyword=Chan']);
    expect(saved).toEqual(['applicants-20260101.csv']);
    expect(result.current.exporting).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps a failure for the page to show, or hands it to onError', async () => {
    fakeFetch(() => new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'No' }), { status: 403 }));
    const { result } = renderHook(() => useCsvExport(), { wrapper });
    await act(() => result.current.start({ tab: 'all', jobId: '', keyword: '', bookmarked: false }));
    expect(result.current.error).toEqual(expect.any(String));
    expect(saved).toEqual([]);
    const onError = vi.fn();
    const other = renderHook(() => useCsvExport({ onError }), { wrapper });
    await act(() => other.result.current.start({ tab: 'all', jobId: '', keyword: '', bookmarked: false }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(other.result.current.error).toBeNull();
  });
});
