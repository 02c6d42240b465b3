// GET /applications/hiring-company/export-csv: the company applicants table as a CSV file. The file
// holds exactly the rows the list shows for the same filters, in its order, across keyset batches;
// other companies' applicants never; names that look like formulas arrive as text.
import { Stage } from '@fis/shared/application-stages';
import { dispositionFileName } from '@fis/shared/content-disposition';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateBookmarks, candidateProfiles } from '../src/db/schema.js';
import { exportSettings } from '../src/modules/applications/export-applicants-csv.js';
import { appliedId, candidateWithId, insertApplication } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { parseCsv } from './csv-reader.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

const START = new Date('2026-03-02T02:00:00Z'); // 10:00 on 2 March 2026 in Hong Kong
const PATH = '/applications/hiring-company/export-csv';
const HEADER_EN = [
  'English name',
  'Chinese name',
  'Contact email',
  'Phone',
  'Institution',
  'Programme',
  'Graduation year',
  'Job',
  'Stage',
  'Applied at (HKT)',
  'Stage changed at (HKT)',
];
const FORMULA_START = /^[=+\-@\t\r]/;

let t: TestApp;
let adminToken: string;
let a: Awaited<ReturnType<typeof signedInCompany>>;
let b: Awaited<ReturnType<typeof signedInCompany>>;
let people: Awaited<ReturnType<typeof candidateWithId>>[];
let jobsA: { id: string; positionName: string }[];
let jobB: { id: string; positionName: string };

/** Stages (with the stage left) spread over every tab, cycled through the applications. */
const STAGES: [Stage, Stage | null][] = [
  [Stage.NEW, null],
  [Stage.SCREENING, Stage.NEW],
  [Stage.INTERVIEWING, Stage.SCREENING],
  [Stage.OFFERED, Stage.INTERVIEWING],
  [Stage.HIRED, Stage.OFFERED],
  [Stage.DECLINED, Stage.OFFERED],
  [Stage.DECLINED, Stage.SCREENING],
  [Stage.REJECTED_AFTER_SCREENING, Stage.SCREENING],
];

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(START);
  adminToken = (await signedInAdmin(t)).token;
  a = await signedInCompany(t, { companyName: 'Alpha Pay Ltd' });
  b = await signedInCompany(t, { companyName: 'Beta Wealth Ltd' });
  people = [];
  for (let i = 0; i < 5; i += 1) people.push(await candidateWithId(t));
  const names: [string, string | null][] = [
    ['Chan Tai Man', '陳大文'],
    ['Wong, Siu Ming', '黃小明'],
    ['=HYPERLINK("http://evil.example")', '@李四'],
    ['Lee "Ken" Ka Ho', null],
    ['-Ho\nYan', '+何欣'],
  ];
  for (const [i, p] of people.entries()) {
    const [englishName, chineseName] = names[i] ?? ['x', null];
    await t.app.db
      .update(candidateProfiles)
      .set({ englishName, chineseName })
      .where(eq(candidateProfiles.userId, p.userId));
  }
  jobsA = [];
  for (const positionName of ['Payments Intern', 'Data, Risk Intern', '=Quant Intern']) {
    jobsA.push(await createJob(t, a.companyId, { positionName }));
  }
  jobB = await createJob(t, b.companyId, { positionName: 'Beta Secret Intern' });
  // One through the API (the real apply), the rest straight into the table, with ties on time.
  const first = people[0];
  const firstJob = jobsA[0];
  if (!first || !firstJob) throw new Error('setup');
  await appliedId(t, first, firstJob.id);
  let n = 0;
  for (const job of [...jobsA, jobB]) {
    for (const p of people) {
      if (p === first && job === firstJob) continue;
      const [stage, previousStage] = STAGES[n % STAGES.length] ?? [Stage.NEW, null];
      const changed = new Date(START.getTime() - Math.floor(n / 3) * 60_000 - 123);
      await insertApplication(t, {
        jobId: job.id,
        candidateId: p.userId,
        stage,
        previousStage,
        contactEmail: `c${n}@example.edu.hk`,
        contactPhonePrefix: '+852',
        contactPhoneNumber: `9000 ${String(n).padStart(4, '0')}`,
        appliedAt: new Date(START.getTime() - 86_400_000),
        stageChangedAt: changed,
        createdAt: changed,
      });
      n += 1;
    }
  }
});
afterAll(() => t.close());
afterEach(() => {
  exportSettings.batchSize = 1_000;
});

async function exportCsv(token: string, query: Record<string, string> = {}, lang = 'en') {
  const res = await fetch(`${t.url}/api/v1${PATH}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

/** The CSV's data rows, parsed. */
async function exportedRows(token: string, query: Record<string, string> = {}) {
  const { res, text } = await exportCsv(token, query);
  expect(res.status, text).toBe(200);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual(HEADER_EN);
  return rows;
}

/** Every row the list endpoint shows for the same filters, page after page. */
async function listed(token: string, query: Record<string, string> = {}) {
  const items: {
    id: string;
    candidate: { englishName: string; chineseName: string | null };
    job: { positionName: string };
    stageChangedAt: string;
  }[] = [];
  for (let page = 1; ; page += 1) {
    const res = await call(
      t,
      'GET',
      `/applications/hiring-company/candidates?${new URLSearchParams({ ...query, take: '7', page: String(page) })}`,
      { token },
    );
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    if (items.length >= res.body.total) return items;
  }
}

/** What identifies an application in the file: its candidate's name and its job (the pair is unique). */
const armed = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
const keyOfRow = (row: string[]) => `${row[0]} | ${row[7]}`;
const keyOfItem = (item: { candidate: { englishName: string }; job: { positionName: string } }) =>
  `${armed(item.candidate.englishName)} | ${armed(item.job.positionName)}`;

describe('GET /applications/hiring-company/export-csv', () => {
  it('answers 401 without a token, 403 to a candidate before reading the input, 400 naming a bad field', async () => {
    expect((await fetch(`${t.url}/api/v1${PATH}`)).status).toBe(401);
    const candidate = people[1];
    if (!candidate) throw new Error('setup');
    const forbidden = await call(t, 'GET', `${PATH}?tab=nope`, { token: candidate.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    const bad = await call(t, 'GET', `${PATH}?tab=nope`, { token: a.token, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('tab');
    expect((await call(t, 'GET', `${PATH}?jobId=nope`, { token: a.token })).body.field).toBe('jobId');
    expect((await call(t, 'GET', `${PATH}?bookmarked=yes`, { token: a.token })).body.field).toBe('bookmarked');
  });

  it('sends a UTF-8 file with a BOM, a translated header, CRLF lines, as a download never cached', async () => {
    const { res, bytes, text } = await exportCsv(a.token, {}, 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="applicants-20260302.csv"; filename*=UTF-8''applicants-20260302.csv`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${HEADER_EN.join(',')}`);
    expect(text.endsWith('\r\n')).toBe(true);
    const zh = await exportCsv(a.token, {}, 'zh-HK');
    expect(parseCsv(zh.text.slice(1))[0]?.slice(0, 2)).toEqual(['英文姓名', '中文姓名']);
    const cn = await exportCsv(a.token, {}, 'zh-CN');
    expect(parseCsv(cn.text.slice(1))[0]?.[2]).toBe('联系邮箱');
  });

  it("names the file by the Hong Kong date, which the web app's download reads back", async () => {
    // 00:30 on 2 March in Hong Kong, still 1 March in UTC.
    t.clock.set(new Date('2026-03-01T16:30:00Z'));
    try {
      const { res } = await exportCsv(a.token, {}, 'zh-HK');
      expect(res.status).toBe(200);
      expect(dispositionFileName(res.headers.get('content-disposition'))).toBe('applicants-20260302.csv');
    } finally {
      t.clock.set(START);
    }
  });

  it('writes each column: names, contact, institution, job, stage label and Hong Kong times', async () => {
    const first = people[0];
    const job = jobsA[0];
    if (!first || !job) throw new Error('setup');
    const rows = await exportedRows(a.token, { jobId: job.id, keyword: '陳大文' });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.slice(0, 3)).toEqual(['Chan Tai Man', '陳大文', 'applicant@example.edu.hk']);
    // The country code in brackets, so that the cell does not start with + (and need disarming),
    // and the number grouped by dashes as every page shows it.
    expect(row?.[3]).toBe('(+852) 9123-4567');
    expect(row?.slice(4, 8)).toEqual([
      'The Chinese University of Hong Kong',
      'BBA in Finance',
      '2027',
      'Payments Intern',
    ]);
    expect(row?.slice(8)).toEqual(['New', '2026-03-02 10:00', '2026-03-02 10:00']);
    const zh = parseCsv((await exportCsv(a.token, { jobId: job.id, keyword: '陳大文' }, 'zh-HK')).text.slice(1));
    expect(zh[1]?.[8]).toBe('新申請');
    expect(zh[1]?.[4]).toBe('香港中文大學');
  });

  it('holds exactly the rows the list shows, in its order, for each filter', async () => {
    const [job1, job2] = jobsA;
    const someone = people[1];
    if (!job1 || !job2 || !someone) throw new Error('setup');
    await t.app.db.insert(candidateBookmarks).values([
      { companyId: a.companyId, candidateId: someone.userId, createdAt: START },
      { companyId: b.companyId, candidateId: people[2]?.userId ?? '', createdAt: START },
    ]);
    const filters: Record<string, string>[] = [
      {},
      { tab: 'screening' },
      { tab: 'interviewing' },
      { tab: 'offers' },
      { tab: 'hired' },
      { tab: 'offerRejected' },
      { tab: 'declined' },
      { jobId: job1.id },
      { jobId: job2.id, tab: 'declined' },
      { keyword: 'chan' },
      { keyword: '黃' },
      { keyword: '"' },
      { bookmarked: 'true' },
      { bookmarked: 'true', tab: 'screening', jobId: job2.id },
      { candidateId: someone.userId },
    ];
    for (const query of filters) {
      const rows = await exportedRows(a.token, query);
      const items = await listed(a.token, query);
      expect(rows.map(keyOfRow), JSON.stringify(query)).toEqual(items.map(keyOfItem));
      expect(rows.some((r) => r[7] === 'Beta Secret Intern')).toBe(false);
    }
    expect(await exportedRows(a.token, { bookmarked: 'true' })).toHaveLength(3);
    // The admin's file holds every company's.
    const all = await exportedRows(adminToken);
    expect(all.map(keyOfRow)).toEqual((await listed(adminToken)).map(keyOfItem));
    expect(all.filter((r) => r[7] === 'Beta Secret Intern')).toHaveLength(5);
  });

  it("answers 404 for another company's job, and never shows its applicants", async () => {
    const res = await call(t, 'GET', `${PATH}?jobId=${jobB.id}`, { token: a.token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    const mine = await exportedRows(b.token);
    expect(mine).toHaveLength(5);
    expect(mine.every((r) => r[7] === 'Beta Secret Intern')).toBe(true);
  });

  it('keeps order and count across keyset batches, ties on time included', async () => {
    const whole = await exportedRows(a.token);
    expect(whole).toHaveLength(15);
    for (const size of [1, 2, 4, 15]) {
      exportSettings.batchSize = size;
      expect(await exportedRows(a.token), `batch ${size}`).toEqual(whole);
      expect(await exportedRows(a.token, { tab: 'screening' })).toHaveLength(
        (await listed(a.token, { tab: 'screening' })).length,
      );
    }
  });

  it('is described in the OpenAPI document as a text/csv answer', async () => {
    const doc = await (await fetch(`${t.url}/api/docs/json`)).json();
    const op = doc.paths[`/api/v1${PATH}`].get;
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/csv']);
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'bookmarked',
      'candidateId',
      'jobId',
      'keyword',
      'tab',
    ]);
  });

  it('records each export in the audit log: who, the filters, the row count', async () => {
    const job = jobsA[1];
    if (!job) throw new Error('setup');
    await exportedRows(a.token, { jobId: job.id, tab: 'declined' });
    const [row] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'applicants.exported'), eq(auditLog.entityId, job.id)));
    expect(row?.actorUserId).toBe(a.userId);
    expect(row?.details).toMatchObject({ format: 'csv', filters: { jobId: job.id, tab: 'declined' }, rowCount: 1 });
  });

  it('carries any names through intact, and no cell starts a formula (property)', async () => {
    const job = jobsA[2];
    if (!job) throw new Error('setup');
    const text = fc
      .string({
        unit: fc.oneof(
          fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", ' ', '陳', '大文', '黃', 'é', '😀'),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
        ),
        maxLength: 12,
      })
      .map((s) => s.replaceAll('\0', ''));
    const names = fc.array(fc.tuple(text, fc.option(text)), { minLength: 5, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(names, async (chosen) => {
        for (const [i, p] of people.entries()) {
          const [englishName, chineseName] = chosen[i] ?? ['', null];
          await t.app.db
            .update(candidateProfiles)
            .set({ englishName, chineseName })
            .where(eq(candidateProfiles.userId, p.userId));
        }
        const rows = await exportedRows(a.token, { jobId: job.id });
        const items = await listed(a.token, { jobId: job.id });
        expect(rows).toHaveLength(5);
        // What was stored, with the apostrophe the writer puts before a formula-like start.
        expect(rows.map((r) => [r[0], r[1]])).toEqual(
          items.map((item) => [armed(item.candidate.englishName), armed(item.candidate.chineseName ?? '')]),
        );
        for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
      }),
      { numRuns: 8 },
    );
  });

  it('names an Other institution as the candidate wrote it: in the file, the list, the application and the saved candidates', async () => {
    const macau = people[3];
    const job = jobsA[0];
    if (!macau || !job) throw new Error('setup');
    const named = { institution: 'Other', institutionOther: 'University of Macau' };
    const [before] = await t.app.db
      .select({ englishName: candidateProfiles.englishName })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, macau.userId));
    await t.app.db
      .update(candidateProfiles)
      .set({ ...named, englishName: 'Ieong Macau' })
      .where(eq(candidateProfiles.userId, macau.userId));
    try {
      const isMacau = (name: string | undefined) => name === 'Ieong Macau';
      const rows = await exportedRows(a.token, { jobId: job.id });
      expect(rows.filter((row) => isMacau(row[0])).map((row) => row[4])).toEqual(['University of Macau']);
      const item = (await listed(a.token, { jobId: job.id })).find((i) => isMacau(i.candidate.englishName));
      expect(item?.candidate).toMatchObject(named);
      const detail = await call(t, 'GET', `/applications/${item?.id}`, { token: a.token });
      expect(detail.body.candidate).toMatchObject(named);
      const save = await call(t, 'POST', '/company/bookmark/favorite-candidates', {
        token: a.token,
        body: { candidateId: macau.userId },
      });
      expect(save.status).toBe(200);
      const saved = await call(t, 'GET', '/company/bookmark/favorite-candidates', { token: a.token });
      expect(saved.body.items).toContainEqual(expect.objectContaining({ id: macau.userId, ...named }));
    } finally {
      await t.app.db
        .update(candidateProfiles)
        .set({ institution: 'CUHK', institutionOther: null, englishName: before?.englishName })
        .where(eq(candidateProfiles.userId, macau.userId));
      await t.app.db
        .delete(candidateBookmarks)
        .where(and(eq(candidateBookmarks.companyId, a.companyId), eq(candidateBookmarks.candidateId, macau.userId)));
    }
  });
});
