// The records the reports browser test counts (issue 25 section 4), small enough to count by hand,
// written straight into the platform's database as the moves write them; and how the test reads a
// report's table and its CSV file.
//
// Days are Hong Kong days counted from today (-20 is twenty days ago), each event at 12:00 HKT, in
// the harness's open test round (5 funded places):
//
// | app  | candidate | job (company, side)     | events                                                   |
// |------|-----------|-------------------------|----------------------------------------------------------|
// | app1 | c1        | jA1 (Alpha, Hong Kong)  | applied -20, screened -19, interview -17, offer -15, hired -14 |
// | app2 | c2        | jA1                     | applied -18, screened -17, offer -10 (held)              |
// | app3 | c3        | jA2 (Alpha, GBA, Shenzhen) | applied -12, screened -11, offer -5, hired -3          |
// | app4 | c1        | jB1 (Beta, Hong Kong)   | applied -6 (no answer)                                   |
//
// Grants: Alpha Hong Kong 3, Alpha GBA 1, Beta Hong Kong 1. The office's picks: c1→jA1 at -21
// (applied, hired), c3→jB1 at -9 (never applied). Placements: app1 Hong Kong HKD 12,000 a month,
// 2 months from day -40 (one month paid out), created at its hire; app3 GBA RMB 10,500, 2 months,
// no start date yet (nothing paid); an extension of app1's asked at -2, waiting.
import { readFileSync } from 'node:fs';
import { Stage } from '@fis/shared/application-stages';
import { eq } from 'drizzle-orm';
import type { Download, Page } from 'playwright-core';
import {
  applicationEvents,
  jobs,
  officeRecommendations,
  placementExtensions,
  placements,
  roundPlaces,
  schemeRounds,
} from '../../api/src/db/schema.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { type Platform, uniqueEmail } from './harness.js';
import { insertApplication, insertCandidate, insertCompany, visibleJob } from './test-data.js';
import { hongKongDayFromToday } from './test-rounds.js';

export const ALPHA = 'Alpha Report Pay Ltd';
export const BETA = 'Beta Report Ledger Ltd';

/** 12:00 Hong Kong time, so many days from today. */
const noon = (days: number) => new Date(`${hongKongDayFromToday(days)}T12:00:00+08:00`);

export async function seedReportRecords(p: Platform): Promise<void> {
  const db = p.app.db;
  await db.update(schemeRounds).set({ totalPlaces: 5 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
  const alpha = await insertCompany(p, { companyName: ALPHA });
  const beta = await insertCompany(p, { companyName: BETA });
  const job = async (companyId: string, values: Partial<typeof jobs.$inferInsert> = {}) => {
    const [row] = await db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Report Analyst', ...values }))
      .returning({ id: jobs.id, companyId: jobs.companyId });
    if (!row) throw new Error('no job');
    return row;
  };
  const jA1 = await job(alpha);
  const jA2 = await job(alpha, { location: 'GBA', city: 4, currency: 'RMB', salary: 10_500 });
  const jB1 = await job(beta);
  await db.insert(roundPlaces).values([
    { roundId: TEST_ROUND_ID, companyId: alpha, side: 'HongKong', granted: 3 },
    { roundId: TEST_ROUND_ID, companyId: alpha, side: 'GBA', granted: 1 },
    { roundId: TEST_ROUND_ID, companyId: beta, side: 'HongKong', granted: 1 },
  ]);
  const [c1, c2, c3] = await Promise.all(['one', 'two', 'three'].map((n) => insertCandidate(p, uniqueEmail(n))));
  if (!c1 || !c2 || !c3) throw new Error('no candidates');

  const { NEW, SCREENING, INTERVIEWING, OFFERED, HIRED } = Stage;
  const application = async (
    candidateId: string,
    target: { id: string; companyId: string },
    moves: [Stage, number][],
  ) => {
    const [first] = moves;
    const last = moves.at(-1);
    if (!first || !last) throw new Error('an application needs its moves');
    const applicationId = await insertApplication(p, {
      jobId: target.id,
      candidateId,
      companyId: target.companyId,
      stage: last[0],
      appliedAt: noon(first[1]),
      stageChangedAt: noon(last[1]),
      createdAt: noon(first[1]),
    });
    await db.insert(applicationEvents).values(
      moves.map(([toStage, day], i) => ({
        applicationId,
        actor: toStage === NEW || toStage === HIRED ? 'candidate' : 'company',
        fromStage: i === 0 ? Stage.VIEWED : (moves[i - 1]?.[0] ?? null),
        toStage,
        createdAt: noon(day),
      })),
    );
    return applicationId;
  };
  const app1 = await application(c1, jA1, [
    [NEW, -20],
    [SCREENING, -19],
    [INTERVIEWING, -17],
    [OFFERED, -15],
    [HIRED, -14],
  ]);
  await application(c2, jA1, [
    [NEW, -18],
    [SCREENING, -17],
    [OFFERED, -10],
  ]);
  const app3 = await application(c3, jA2, [
    [NEW, -12],
    [SCREENING, -11],
    [OFFERED, -5],
    [HIRED, -3],
  ]);
  await application(c1, jB1, [[NEW, -6]]);
  await db.insert(officeRecommendations).values([
    { jobId: jA1.id, candidateId: c1, createdAt: noon(-21) },
    { jobId: jB1.id, candidateId: c3, createdAt: noon(-9) },
  ]);
  const [p1] = await db
    .insert(placements)
    .values([
      {
        applicationId: app1,
        roundId: TEST_ROUND_ID,
        companyId: alpha,
        candidateId: c1,
        jobId: jA1.id,
        side: 'HongKong',
        monthlyAllowance: 12_000,
        months: 2,
        startDate: hongKongDayFromToday(-40),
        datesAgreedAt: noon(-14),
        createdAt: noon(-14),
      },
      {
        applicationId: app3,
        roundId: TEST_ROUND_ID,
        companyId: alpha,
        candidateId: c3,
        jobId: jA2.id,
        side: 'GBA',
        monthlyAllowance: 10_500,
        months: 2,
        createdAt: noon(-3),
      },
    ])
    .returning({ id: placements.id });
  if (!p1) throw new Error('no placement');
  await db
    .insert(placementExtensions)
    .values({ placementId: p1.id, months: 1, reason: 'More work', status: 'pending', createdAt: noon(-2) });
}

/** A report table's rows (head, body and foot), each the text of its cells. */
export function tableRows(page: Page, name: string): Promise<string[][]> {
  return page
    .locator(`[data-report-table="${name}"]`)
    .evaluate((table) =>
      [...table.querySelectorAll('tbody tr, tfoot tr')].map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

/** The row whose first cell is `head`. */
export async function rowOf(page: Page, table: string, head: string): Promise<string[]> {
  const row = (await tableRows(page, table)).find((cells) => cells[0] === head);
  if (!row) throw new Error(`no row ${head} in ${table}: ${JSON.stringify(await tableRows(page, table))}`);
  return row;
}

/** A company's row on one side in the places by company. */
export async function companyRow(page: Page, company: string, side: string): Promise<string[]> {
  const row = (await tableRows(page, 'places-companies')).find((cells) => cells[0] === company && cells[1] === side);
  if (!row) throw new Error(`no row for ${company}, ${side}`);
  return row;
}

/** The figures of a cell as the CSV writes them: digits only ("HKD 24,000" → "24000"). */
export const digits = (text: string | undefined) => (text ?? '').replace(/[^\d.]/g, '');

/** The records of an RFC 4180 file (quoted fields, CRLF), without its byte order mark. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n') {
      record.push(field.replace(/\r$/, ''));
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

/** Presses the report's Export CSV and reads the file the browser was given. */
export async function downloadCsv(page: Page, report: string): Promise<{ name: string; records: string[][] }> {
  const [download] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: new RegExp(`^${report}`) }).click(),
  ])) as [Download, unknown];
  const path = await download.path();
  return { name: download.suggestedFilename(), records: parseCsv(readFileSync(path, 'utf8')) };
}
