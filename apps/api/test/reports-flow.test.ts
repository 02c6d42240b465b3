// The flow report (docs/decisions/042) against the hand count of report-fixture.ts: each grouping,
// one round, a range that cuts events out, the group names in the reader's language, and the CSV
// file holding the same figures, its export audited.
import type { FlowFigures, FlowReport } from '@fis/shared/report-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { parseCsv } from './csv-reader.js';
import { signedInAdmin } from './factories.js';
import { call, startTestApp, TEST_ROUND_ID, type TestApp } from './helper.js';
import { buildReportFixture, ROUND_TWO_ID } from './report-fixture.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let fixture: Awaited<ReturnType<typeof buildReportFixture>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  fixture = await buildReportFixture(t);
});
afterAll(() => t.close());

const flow = async (query: string, lang = 'en'): Promise<FlowReport> => {
  const res = await call(t, 'GET', `/admin/reports/flow${query}`, { token: admin.token, lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/**
 * Figures in the order of the schema: applications, interviews, offers, acceptances, responded,
 * response rate, median days to the first response and to an offer; then recommended, applied, hired.
 */
const f = (counts: (number | null)[], picks: number[]): FlowFigures => {
  const [applications, interviews, offers, acceptances, responded, responseRate, toResponse, toOffer] = counts;
  const [recommended, recommendedApplied, recommendedHired] = picks;
  return {
    applications: applications ?? 0,
    interviews: interviews ?? 0,
    offers: offers ?? 0,
    acceptances: acceptances ?? 0,
    responded: responded ?? 0,
    responseRate: responseRate ?? null,
    medianDaysToResponse: toResponse ?? null,
    medianDaysToOffer: toOffer ?? null,
    recommended: recommended ?? 0,
    recommendedApplied: recommendedApplied ?? 0,
    recommendedHired: recommendedHired ?? 0,
  };
};

const groups = (report: FlowReport) =>
  Object.fromEntries(report.groups.map(({ key, label, ...figures }) => [label, figures]));

// The whole record, every round (hand count, report-fixture.ts): days to the first response are
// app1 1, app2 2, app3 1, app4 1, app5 4, app7 1, app8 3, app9 0.25; days to an offer app1 8,
// app2 12, app3 13, app4 4, app7 7.
const ALL = f([9, 4, 5, 3, 8, 0.8889, 1, 8], [5, 3, 2]);

describe('the flow report', () => {
  it('groups by company by default', async () => {
    const body = await flow('');
    expect(body.by).toBe('company');
    expect(body.filters).toEqual({ roundId: null, from: null, to: null, asOf: '2026-03-02' });
    // B (5 applications) before A (4).
    expect(body.groups.map((g) => g.key)).toEqual([fixture.b.companyId, fixture.a.companyId]);
    expect(groups(body)).toEqual({
      'Alpha Pay Ltd': f([4, 2, 4, 2, 4, 1, 1, 10], [3, 2, 2]),
      'Beta Ledger Ltd': f([5, 2, 1, 1, 4, 0.8, 2, 7], [2, 1, 0]),
    });
    expect(body.total).toEqual(ALL);
    // A company by its Chinese name for a Chinese reader.
    expect((await flow('', 'zh')).groups.map((g) => g.label)).toEqual(['Beta Ledger Ltd', '阿爾法支付']);
    // Written in Traditional, read in Simplified by a cn reader, as the job lists do.
    expect((await flow('', 'cn')).groups.map((g) => g.label)).toContain('阿尔法支付');
  });

  it('groups by side, institution, programme and round', async () => {
    const bySide = await flow('?by=side');
    expect(groups(bySide)).toEqual({
      'Hong Kong': f([5, 1, 2, 1, 4, 0.8, 1.5, 10], [3, 1, 1]),
      'GBA mainland': f([4, 3, 3, 2, 4, 1, 1, 7], [2, 2, 1]),
    });
    expect(bySide.total).toEqual(ALL);
    const byInstitution = await flow('?by=institution');
    expect(groups(byInstitution)).toEqual({
      'The University of Hong Kong': f([5, 2, 2, 1, 4, 0.8, 2.5, 10], [3, 2, 1]),
      'The Chinese University of Hong Kong': f([4, 2, 3, 2, 4, 1, 1, 7], [2, 1, 1]),
    });
    expect(byInstitution.groups.map((g) => g.key)).toEqual(['HKU', 'CUHK']);
    // "BSc Computer Science" and "BSC COMPUTER SCIENCE" are one programme, named as most wrote it.
    const byProgramme = await flow('?by=programme');
    expect(groups(byProgramme)).toEqual({
      'BBA in Finance': f([6, 3, 3, 2, 6, 1, 1, 7], [4, 2, 1]),
      'BSc Computer Science': f([3, 1, 2, 1, 2, 0.6667, 1.5, 10], [1, 1, 1]),
    });
    expect(byProgramme.total).toEqual(ALL);
    const byRound = await flow('?by=round');
    expect(groups(byRound)).toEqual({
      'Test round': f([7, 2, 4, 2, 6, 0.8571, 1, 10], [4, 2, 2]),
      'Round Two': f([2, 2, 1, 1, 2, 1, 2, 7], [1, 1, 0]),
    });
    expect(byRound.groups.map((g) => g.key)).toEqual([TEST_ROUND_ID, ROUND_TWO_ID]);
    expect((await flow('?by=round', 'cn')).groups.map((g) => g.label)).toEqual(['测试轮次', '第二轮']);
  });

  it('counts one round', async () => {
    const body = await flow(`?roundId=${ROUND_TWO_ID}`);
    const beta = f([2, 2, 1, 1, 2, 1, 2, 7], [1, 1, 0]);
    expect(groups(body)).toEqual({ 'Beta Ledger Ltd': beta });
    expect(body.total).toEqual(beta);
  });

  it('counts the events within a range, and the applications made in it up to its end', async () => {
    // 2 to 5 November: applied app1, app2, app3 (A) and app5 (B); moved to interviewing app1 (A)
    // and app7 (B); no offer. By the range's end the company had answered app1, app2 and app3, not
    // app5 (rejected on the 9th). The one pick in it is r2 (A), never applied to.
    const body = await flow('?from=2025-11-02&to=2025-11-05');
    expect(groups(body)).toEqual({
      'Alpha Pay Ltd': f([3, 1, 0, 0, 3, 1, 1, null], [1, 0, 0]),
      'Beta Ledger Ltd': f([1, 1, 0, 0, 0, 0, null, null], [0, 0, 0]),
    });
    expect(body.total).toEqual(f([4, 2, 0, 0, 3, 0.75, 1, null], [1, 0, 0]));
    // 10 to 15 November: offers app1 and app2, app1 accepted; no application made, no pick; B did
    // nothing and is left out.
    const later = await flow('?from=2025-11-10&to=2025-11-15');
    expect(groups(later)).toEqual({ 'Alpha Pay Ltd': f([0, 0, 2, 1, 0, null, null, null], [0, 0, 0]) });
  });

  it('agrees with the recommendations page on the funnel', async () => {
    const page = await call(t, 'GET', '/admin/recommendations?from=2025-11-01&to=2025-11-30', { token: admin.token });
    const body = await flow('?from=2025-11-01&to=2025-11-30');
    const { recommended, applied, hired } = page.body.funnel;
    expect([body.total.recommended, body.total.recommendedApplied, body.total.recommendedHired]).toEqual([
      recommended,
      applied,
      hired,
    ]);
    expect(recommended).toBe(5);
  });

  it('writes the same figures to its CSV file, audited', async () => {
    const body = await flow('?by=institution');
    const res = await fetch(`${t.url}/api/v1/admin/reports/flow/export-csv?by=institution`, {
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
    });
    expect(res.headers.get('content-disposition')).toContain('flow-report-20260302.csv');
    const records = parseCsv(
      Buffer.from(await res.arrayBuffer())
        .toString('utf8')
        .slice(1),
    );
    expect(records[0]?.slice(0, 4)).toEqual(['Institution', 'Applications', 'Interviews', 'Offers']);
    const cells = (label: string, g: FlowFigures) => [
      label,
      ...Object.values(g).map((v) => (v === null ? '' : String(v))),
    ];
    expect(records.slice(1)).toEqual([
      ...body.groups.map(({ key, label, ...figures }) => cells(label, figures)),
      cells('All', body.total),
    ]);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.flow-exported'), eq(auditLog.actorUserId, admin.admin.id)));
    expect(entry?.details).toMatchObject({ format: 'csv', filters: { by: 'institution' }, rowCount: 3 });
  });
});
