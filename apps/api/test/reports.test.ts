// The office's reports (docs/decisions/042): who may read them, bad filters named, and the places
// and money figures against the hand count of report-fixture.ts under each filter, with their CSV
// files holding the same figures. The flow report is reports-flow.test.ts.
import type { PlacesReport } from '@fis/shared/report-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema.js';
import { candidateWithId } from './application-factories.js';
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

const report = async (kind: string, query = '', lang = 'en') => {
  const res = await call(t, 'GET', `/admin/reports/${kind}${query}`, { token: admin.token, lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** The CSV file of a report, as records (the byte order mark dropped). */
async function csv(kind: string, query = '', lang = 'en') {
  const res = await fetch(`${t.url}/api/v1/admin/reports/${kind}/export-csv${query}`, {
    headers: { authorization: `Bearer ${admin.token}`, 'accept-language': lang },
  });
  expect(res.status).toBe(200);
  const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { records: parseCsv(text.slice(1)), headers: res.headers };
}

const KINDS = ['places', 'flow', 'money'];

describe('who may read the reports', () => {
  it('is the office only: 401 for a visitor, 403 for a candidate and a company, on every route', async () => {
    const candidate = await candidateWithId(t);
    for (const kind of KINDS) {
      for (const path of [`/admin/reports/${kind}`, `/admin/reports/${kind}/export-csv`]) {
        expect((await call(t, 'GET', path)).status, path).toBe(401);
        expect((await call(t, 'GET', path, { token: candidate.token })).status, path).toBe(403);
        expect((await call(t, 'GET', path, { token: fixture.a.token })).status, path).toBe(403);
      }
    }
  });
});

describe('bad filters', () => {
  const bad = async (path: string) => {
    const res = await call(t, 'GET', path, { token: admin.token, lang: 'en' });
    return { status: res.status, code: res.body.code, fields: res.body.fields?.map((f: { field: string }) => f.field) };
  };

  it('answer 400 naming the field, on the report and on its CSV', async () => {
    for (const kind of KINDS) {
      for (const path of [`/admin/reports/${kind}`, `/admin/reports/${kind}/export-csv`]) {
        expect(await bad(`${path}?roundId=nope`)).toMatchObject({ status: 400, fields: ['roundId'] });
        expect(await bad(`${path}?from=2025-13-01`)).toMatchObject({ status: 400, fields: ['from'] });
        expect(await bad(`${path}?from=2025-11-10&to=2025-11-09`)).toMatchObject({ status: 400, fields: ['to'] });
        const tooLong = await call(t, 'GET', `${path}?from=2020-01-01&to=2025-01-01`, { token: admin.token });
        expect(tooLong.body.fields).toEqual([expect.objectContaining({ field: 'to', code: 'REPORT_RANGE_TOO_LONG' })]);
      }
    }
    const before = await call(t, 'GET', '/admin/reports/places?from=2025-11-10&to=2025-11-09', { token: admin.token });
    expect(before.body.fields[0]).toMatchObject({ code: 'END_BEFORE_START' });
    expect(await bad('/admin/reports/flow?by=city')).toMatchObject({ status: 400, fields: ['by'] });
  });

  it('answer 404 naming roundId for a round that does not exist', async () => {
    const res = await call(t, 'GET', '/admin/reports/money?roundId=00000000-0000-4000-8000-0000000000ff', {
      token: admin.token,
    });
    expect(res.status).toBe(404);
    expect(res.body.field).toBe('roundId');
  });
});

describe('the places report', () => {
  const row = (body: PlacesReport, company: { companyId: string }, side: string) =>
    body.rows.find((r) => r.companyId === company.companyId && r.side === side);

  it('counts every round with no filter, as counted by hand', async () => {
    const body = await report('places');
    const { a, b } = fixture;
    expect(body.filters).toEqual({ roundId: null, from: null, to: null, asOf: '2026-03-02' });
    expect(body.totalPlaces).toBe(14);
    expect(body.rows).toHaveLength(4);
    expect(row(body, a, 'HongKong')).toMatchObject({ granted: 3, held: 1, taken: 1, left: 1, takenInRange: 1 });
    expect(row(body, a, 'HongKong')?.cities).toEqual([{ city: 1, held: 1, taken: 1, takenInRange: 1 }]);
    expect(row(body, a, 'GBA')).toMatchObject({ granted: 2, held: 0, taken: 1, left: 1, takenInRange: 1 });
    expect(row(body, a, 'GBA')?.cities).toEqual([{ city: 4, held: 0, taken: 1, takenInRange: 1 }]);
    expect(row(body, b, 'HongKong')).toMatchObject({ granted: 2, held: 0, taken: 0, left: 2, cities: [] });
    expect(row(body, b, 'GBA')).toMatchObject({ granted: 2, held: 0, taken: 1, left: 1, takenInRange: 1 });
    expect(row(body, b, 'GBA')?.cities).toEqual([{ city: 3, held: 0, taken: 1, takenInRange: 1 }]);
    expect(body.sides).toEqual([
      { side: 'HongKong', granted: 5, held: 1, taken: 1, left: 3, takenInRange: 1 },
      { side: 'GBA', granted: 4, held: 0, taken: 2, left: 2, takenInRange: 2 },
    ]);
    expect(body.total).toEqual({ granted: 9, held: 1, taken: 3, left: 5, takenInRange: 3 });
    // From the earliest round's first day (Round Two, 2024-09-01) to today: 548 days.
    expect(body.fill).toHaveLength(548);
    expect(body.fill[0]).toEqual({ date: '2024-09-01', taken: 0, rate: 0 });
    const on = (date: string) => body.fill.find((p: { date: string }) => p.date === date);
    expect(on('2025-11-08')).toEqual({ date: '2025-11-08', taken: 0, rate: 0 });
    expect(on('2025-11-09')).toEqual({ date: '2025-11-09', taken: 1, rate: 0.0714 });
    expect(on('2025-11-12')).toEqual({ date: '2025-11-12', taken: 2, rate: 0.1429 });
    expect(on('2025-11-25')).toEqual({ date: '2025-11-25', taken: 3, rate: 0.2143 });
    expect(body.fill.at(-1)).toEqual({ date: '2026-03-02', taken: 3, rate: 0.2143 });
  });

  it('counts one round', async () => {
    const body = await report('places', `?roundId=${TEST_ROUND_ID}`);
    expect(body.totalPlaces).toBe(10);
    expect(body.rows).toHaveLength(3);
    expect(row(body, fixture.b, 'GBA')).toBeUndefined();
    expect(body.sides).toEqual([
      { side: 'HongKong', granted: 5, held: 1, taken: 1, left: 3, takenInRange: 1 },
      { side: 'GBA', granted: 2, held: 0, taken: 1, left: 1, takenInRange: 1 },
    ]);
    // The Test round's first day, 2025-03-02, to today: 366 days.
    expect(body.fill).toHaveLength(366);
    expect(body.fill[0].date).toBe('2025-03-02');
    expect(body.fill.find((p: { date: string }) => p.date === '2025-11-25')).toMatchObject({ taken: 2, rate: 0.2 });
    const two = await report('places', `?roundId=${ROUND_TWO_ID}`);
    expect(two.total).toEqual({ granted: 2, held: 0, taken: 1, left: 1, takenInRange: 1 });
    expect(two.totalPlaces).toBe(4);
  });

  it('stands at the end of the range and counts the hires made within it', async () => {
    const body = await report('places', '?from=2025-11-10&to=2025-11-15');
    const { a, b } = fixture;
    expect(body.filters.asOf).toBe('2025-11-15');
    expect(row(body, a, 'HongKong')).toMatchObject({ granted: 3, held: 1, taken: 1, left: 1, takenInRange: 1 });
    expect(row(body, a, 'GBA')).toMatchObject({ granted: 2, held: 0, taken: 0, left: 2, takenInRange: 0, cities: [] });
    expect(row(body, b, 'GBA')).toMatchObject({ granted: 2, held: 0, taken: 1, left: 1, takenInRange: 0 });
    expect(row(body, b, 'GBA')?.cities).toEqual([{ city: 3, held: 0, taken: 1, takenInRange: 0 }]);
    expect(body.total).toEqual({ granted: 9, held: 1, taken: 2, left: 6, takenInRange: 1 });
    expect(body.fill.map((p: { taken: number }) => p.taken)).toEqual([1, 1, 2, 2, 2, 2]);
    expect(body.fill[0]).toEqual({ date: '2025-11-10', taken: 1, rate: 0.0714 });
    // On 17 November app3's offer still held its place (declined on the 18th).
    const later = await report('places', '?to=2025-11-17');
    expect(row(later, a, 'GBA')).toMatchObject({ held: 1, taken: 0, left: 1 });
  });

  it('writes the same figures to its CSV file, in the caller’s language', async () => {
    const body = await report('places', '?from=2025-11-10&to=2025-11-15');
    const { records, headers } = await csv('places', '?from=2025-11-10&to=2025-11-15');
    expect(headers.get('content-disposition')).toContain('places-report-20260302.csv');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(records[0]).toEqual([
      'Company',
      'Side',
      'City',
      'Granted',
      'Held by offers',
      'Taken',
      'Left',
      'Taken in the period',
    ]);
    expect(records).toContainEqual(['Alpha Pay Ltd', 'Hong Kong', 'All cities', '3', '1', '1', '1', '1']);
    expect(records).toContainEqual(['Alpha Pay Ltd', 'Hong Kong', 'Hong Kong', '', '1', '1', '', '1']);
    expect(records).toContainEqual(['Beta Ledger Ltd', 'GBA mainland', 'Guangzhou', '', '0', '1', '', '0']);
    expect(records).toContainEqual(['All companies', 'All', 'All cities', '9', '1', '2', '6', '1']);
    const fillAt = records.findIndex((r) => r[0] === 'Date');
    expect(records[fillAt - 1]).toEqual(['']);
    expect(records.slice(fillAt + 1)).toEqual(
      body.fill.map((p: { date: string; taken: number; rate: number }) => [p.date, String(p.taken), String(p.rate)]),
    );
    const zh = await csv('places', '?from=2025-11-10&to=2025-11-15', 'zh');
    expect(zh.records[0]?.[0]).toBe('公司');
    expect(zh.records).toContainEqual(['阿爾法支付', '香港', '所有城市', '3', '1', '1', '1', '1']);
    const cnPlaces = await report('places', '?from=2025-11-10&to=2025-11-15', 'cn');
    expect(cnPlaces.rows.map((r: { companyName: string }) => r.companyName)).toContain('阿尔法支付');
    // A name a spreadsheet would read as a formula is written as text.
    await t.app.db
      .update(companies)
      .set({ displayName: '=HYPERLINK("x")' })
      .where(eq(companies.id, fixture.b.companyId));
    const guarded = await csv('places', `?roundId=${ROUND_TWO_ID}`);
    expect(guarded.records[1]?.[0]).toBe('\'=HYPERLINK("x")');
    await t.app.db.update(companies).set({ displayName: null }).where(eq(companies.id, fixture.b.companyId));
  });
});

describe('the money report', () => {
  const side = (body: { sides: { side: string }[] }, name: string) => body.sides.find((s) => s.side === name);
  const NONE = { extensionsApproved: 0, extensionsRefused: 0, extensionsWithdrawn: 0, extensionsPending: 0 };

  it('sums each side in its currency with no filter, as counted by hand', async () => {
    const body = await report('money');
    expect(body.sides).toEqual([
      {
        side: 'HongKong',
        currency: 'HKD',
        placements: 1,
        committedMonths: 4,
        committed: 48_000,
        paidMonths: 3,
        paid: 36_000,
        ...NONE,
        extensionsAsked: 2,
        extensionsApproved: 1,
        extensionsRefused: 1,
        extensionMonthsApproved: 2,
        earlyEnds: 0,
      },
      {
        side: 'GBA',
        currency: 'RMB',
        placements: 2,
        committedMonths: 4,
        committed: 42_000,
        paidMonths: 2,
        paid: 21_000,
        ...NONE,
        extensionsAsked: 2,
        extensionsWithdrawn: 1,
        extensionsPending: 1,
        extensionMonthsApproved: 0,
        earlyEnds: 1,
      },
    ]);
  });

  it('counts one round, and the placements, extensions and early ends within a range', async () => {
    const two = await report('money', `?roundId=${ROUND_TWO_ID}`);
    expect(side(two, 'HongKong')).toMatchObject({ placements: 0, committed: 0, extensionsAsked: 0 });
    expect(side(two, 'GBA')).toMatchObject({ placements: 1, committedMonths: 2, committed: 21_000, paidMonths: 0 });
    expect(side(two, 'GBA')).toMatchObject({ extensionsAsked: 1, extensionsPending: 1, earlyEnds: 0 });
    // Placements made from 10 to 30 November: P1 (12th) and P2 (25th); P3 (9th) is before.
    const november = await report('money', '?from=2025-11-10&to=2025-11-30');
    expect(side(november, 'HongKong')).toMatchObject({
      placements: 1,
      committed: 48_000,
      paid: 36_000,
      extensionsAsked: 0,
    });
    expect(side(november, 'GBA')).toMatchObject({ placements: 1, committedMonths: 2, committed: 21_000, paid: 21_000 });
    expect(side(november, 'GBA')).toMatchObject({ extensionsAsked: 0, earlyEnds: 0 });
    const winter = await report('money', '?from=2025-12-01&to=2026-01-31');
    expect(side(winter, 'HongKong')).toMatchObject({ placements: 0, extensionsAsked: 2, extensionsApproved: 1 });
    expect(side(winter, 'HongKong')).toMatchObject({ extensionsRefused: 1, extensionMonthsApproved: 2, earlyEnds: 0 });
    expect(side(winter, 'GBA')).toMatchObject({
      placements: 0,
      extensionsAsked: 1,
      extensionsWithdrawn: 1,
      earlyEnds: 1,
    });
  });

  it('writes the same figures to its CSV file', async () => {
    const body = await report('money');
    const { records } = await csv('money');
    expect(records[0]?.slice(0, 3)).toEqual(['Side', 'Currency', 'Placements']);
    expect(records.slice(1)).toEqual(
      body.sides.map((s: Record<string, unknown>) => [
        s.side === 'HongKong' ? 'Hong Kong' : 'GBA mainland',
        ...Object.entries(s)
          .filter(([key]) => key !== 'side')
          .map(([, value]) => String(value)),
      ]),
    );
  });
});
