// Finding jobs: the job list (keyword, filters, sort, paging, visibility, the caller's flags),
// the job detail and its view count, saved jobs, and the company directory.
import { randomUUID } from 'node:crypto';
import { JOB_SEARCH_MAX_TAKE } from '@fis/shared/job-search-schemas';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, jobBookmarks, jobs, users } from '../src/db/schema.js';
import { seedDemoData } from '../src/seed/demo-data.js';
import { insertApplication } from './application-factories.js';
import { buildProfile } from './company-job-factories.js';
import {
  createJob,
  registerApprovedCompany,
  registerPendingCompany,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  signInWithCode,
  userIdOf,
} from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let candidate: { id: string; email: string; token: string };
let otherCandidate: { id: string; email: string; token: string };
let admin: { email: string };
let adminToken: string;

const DAY = 86_400_000;

async function newCandidate() {
  const input = await registerVerifiedCandidate(t);
  return { id: await userIdOf(t, input.email), email: input.email, token: await signInCandidate(t, input.email) };
}

async function newCompany(overrides: Parameters<typeof registerApprovedCompany>[1] = {}) {
  const company = await registerApprovedCompany(t, overrides);
  return { id: company.companyId, email: company.email };
}

async function companyToken(email: string) {
  return signInWithCode(t, '/auth/company-login', email);
}

/** The HK date `days` from the test clock's today. */
function dateIn(days: number): string {
  return new Date(t.clock.now().getTime() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
}

function search(query: Record<string, string | number>, token?: string) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return call(t, 'GET', `/job?${qs}`, { token, lang: 'en' });
}

async function idsFor(query: Record<string, string | number>, token?: string): Promise<string[]> {
  const res = await search({ take: JOB_SEARCH_MAX_TAKE, ...query }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((j: { id: string }) => j.id);
}

beforeAll(async () => {
  t = await startTestApp();
  candidate = await newCandidate();
  otherCandidate = await newCandidate();
  const signedIn = await signedInAdmin(t);
  admin = signedIn.admin;
  adminToken = signedIn.token;
});
// Tests move the clock by days; sessions last 12 hours, so each test signs in afresh.
beforeEach(async () => {
  candidate.token = await signInCandidate(t, candidate.email);
  otherCandidate.token = await signInCandidate(t, otherCandidate.email);
  adminToken = await signInWithCode(t, '/auth/admin-login', admin.email);
});
afterAll(() => t.close());

describe('GET /job: keyword', () => {
  it('finds English words in any case, in the position, description, requirements and skills', async () => {
    const company = await newCompany();
    const byTitle = await createJob(t, company.id, { positionName: 'Zephyrine Blockchain Analyst Intern' });
    const byDescription = await createJob(t, company.id, { description: 'You will build Zephyrine dashboards.' });
    const byRequirements = await createJob(t, company.id, { requirements: 'Knows ZEPHYRINE well.' });
    const bySkill = await createJob(t, company.id, { skills: ['zephyrine'] });
    await createJob(t, company.id, { positionName: 'Accounting Intern' });
    const all = [byTitle.id, byDescription.id, byRequirements.id, bySkill.id].sort();
    for (const keyword of ['zephyrine', 'ZEPHYRINE', 'ZePhYrInE', 'ephyri', '  zephyrine  ']) {
      expect((await idsFor({ keyword, companyId: company.id })).sort(), keyword).toEqual(all);
    }
    expect(await idsFor({ keyword: 'zephyrine blockchain' })).toEqual([byTitle.id]);
    expect(await idsFor({ keyword: 'zephyrinez' })).toEqual([]);
  });

  it('finds Chinese text by any substring, of one, two or more characters, in either script', async () => {
    const company = await newCompany();
    const fintech = await createJob(t, company.id, {
      positionName: '金融科技實習生',
      description: '協助分析交易數據，以偵測欺詐。',
    });
    const simplified = await createJob(t, company.id, {
      positionName: '数据分析实习生',
      description: '协助分析数据。',
    });
    await createJob(t, company.id, { positionName: 'Marketing Intern' });
    const scoped = (keyword: string) => idsFor({ keyword, companyId: company.id });
    expect(await scoped('金融科技實習生')).toEqual([fintech.id]);
    expect(await scoped('科技實')).toEqual([fintech.id]);
    expect(await scoped('欺')).toEqual([fintech.id]);
    expect(await scoped('交易數據')).toEqual([fintech.id]);
    expect(await scoped('交易数据')).toEqual([fintech.id]);
    // Either script finds both (decision 012).
    expect((await scoped('實習')).sort()).toEqual([fintech.id, simplified.id].sort());
    expect((await scoped('实习')).sort()).toEqual([fintech.id, simplified.id].sort());
    expect(await scoped('數據分析實習')).toEqual([simplified.id]);
    expect((await scoped('分析')).sort()).toEqual([fintech.id, simplified.id].sort());
    expect(await scoped('實習生們')).toEqual([]);
  });

  it('matches %, _ and \\ as themselves, not as wildcards', async () => {
    const company = await newCompany();
    const percent = await createJob(t, company.id, { description: 'Improve the approval rate by 100% this year.' });
    const underscore = await createJob(t, company.id, { description: 'Maintain the user_events table.' });
    const backslash = await createJob(t, company.id, { description: 'Paths like C:\\data\\reports.' });
    await createJob(t, company.id, { description: 'Plain text without symbols.' });
    const scoped = (keyword: string) => idsFor({ keyword, companyId: company.id });
    expect(await scoped('%')).toEqual([percent.id]);
    expect(await scoped('100%')).toEqual([percent.id]);
    expect(await scoped('_')).toEqual([underscore.id]);
    expect(await scoped('user_e')).toEqual([underscore.id]);
    expect(await scoped('r_e')).toEqual([underscore.id]);
    expect(await scoped('\\')).toEqual([backslash.id]);
    expect(await scoped('\\data\\')).toEqual([backslash.id]);
    expect(await scoped('%%')).toEqual([]);
    expect(await scoped("'; DROP TABLE jobs; --")).toEqual([]);
  });

  it('treats an empty keyword as none and refuses one over 100 characters', async () => {
    const company = await newCompany();
    const job = await createJob(t, company.id);
    expect(await idsFor({ keyword: '', companyId: company.id })).toEqual([job.id]);
    expect(await idsFor({ keyword: '   ', companyId: company.id })).toEqual([job.id]);
    const long = await search({ keyword: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'FIELD_TOO_LONG', field: 'keyword' });
    // No stored text holds a NUL; bytes that are not UTF-8 arrive as replacement characters.
    const nul = await call(t, 'GET', '/job?keyword=a%00b', { lang: 'en' });
    expect(nul.body).toMatchObject({ code: 'FIELD_INVALID', field: 'keyword' });
    expect((await call(t, 'GET', '/job?keyword=%FF%FE')).status).toBeLessThan(500);
    expect((await call(t, 'GET', '/job?keyword=%E9%87')).status).toBeLessThan(500);
    expect((await call(t, 'GET', '/job?keyword=a&keyword=b')).status).toBe(400);
  });

  it('answers any keyword, however odd, without a server error', async () => {
    const company = await newCompany();
    await createJob(t, company.id, { description: 'Quotes \' " and wildcards % _ \\ inside 金融科技.' });
    const keyword = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.string({
        unit: fc.constantFrom('%', '_', '\\', "'", '"', ';', '-', '*', '金', '融', 'a', ' ', '\u0000'),
        maxLength: 12,
      }),
    );
    await fc.assert(
      fc.asyncProperty(keyword, async (kw) => {
        const res = await call(t, 'GET', `/job?keyword=${encodeURIComponent(kw)}&companyId=${company.id}`);
        expect(res.status, `${JSON.stringify(kw)} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
        const directory = await call(t, 'GET', `/company/get-all?keyword=${encodeURIComponent(kw)}`);
        expect(directory.status, JSON.stringify(kw)).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

describe('GET /job: filters', () => {
  it('filters by company, job type, location, job mode, job function and posting date', async () => {
    const company = await newCompany();
    const now = t.clock.now().getTime();
    const a = await createJob(t, company.id, {
      contractType: 'PART_TIME',
      city: 4,
      location: 'GBA',
      jobMode: 'REMOTE',
      jobFunction: 'FINANCE',
      postedAt: new Date(now - 2 * DAY),
    });
    const b = await createJob(t, company.id, {
      contractType: 'FULL_TIME',
      city: 1,
      jobMode: 'ONSITE',
      jobFunction: 'ENGINEERING',
      postedAt: new Date(now - 10 * DAY),
    });
    const c = await createJob(t, company.id, {
      contractType: 'FREELANCER',
      city: 4,
      location: 'GBA',
      jobMode: 'HYBRID',
      jobFunction: 'FINANCE',
      postedAt: new Date(now - 40 * DAY),
    });
    const other = await createJob(t, (await newCompany()).id, { contractType: 'PART_TIME' });
    const scoped = (query: Record<string, string | number>) =>
      idsFor({ companyId: company.id, ...query }).then((ids) => ids.sort());
    const sorted = (...ids: string[]) => ids.sort();

    expect(await scoped({})).toEqual(sorted(a.id, b.id, c.id));
    expect(await idsFor({ companyId: company.id, jobType: 'PART_TIME' })).toEqual([a.id]);
    expect((await idsFor({ jobType: 'PART_TIME' })).includes(other.id)).toBe(true);
    expect(await scoped({ jobType: 'FREELANCER' })).toEqual([c.id]);
    expect(await scoped({ location: 4 })).toEqual(sorted(a.id, c.id));
    expect(await scoped({ location: 1 })).toEqual([b.id]);
    expect(await scoped({ location: 0 })).toEqual(sorted(a.id, b.id, c.id));
    expect(await scoped({ location: 12 })).toEqual([]);
    expect(await scoped({ jobMode: 'HYBRID' })).toEqual([c.id]);
    expect(await scoped({ jobFunction: 'FINANCE' })).toEqual(sorted(a.id, c.id));
    expect(await scoped({ jobFunction: 'ALL' })).toEqual(sorted(a.id, b.id, c.id));
    expect(await scoped({ posted: 3 })).toEqual([a.id]);
    expect(await scoped({ posted: 14 })).toEqual(sorted(a.id, b.id));
    expect(await scoped({ posted: 0 })).toEqual(sorted(a.id, b.id, c.id));
    expect(await scoped({ jobFunction: 'FINANCE', location: 4, jobMode: 'REMOTE', posted: 7 })).toEqual([a.id]);
    // What the SPEC's candidate client also sends.
    expect(await scoped({ status: 'OPEN', sort_by: 'DESC', keyword: '' })).toEqual(sorted(a.id, b.id, c.id));
    // Empty values mean "any".
    expect(await scoped({ jobType: '', location: '', jobMode: '', jobFunction: '', posted: '' })).toEqual(
      sorted(a.id, b.id, c.id),
    );
  });

  it('refuses unknown filter values with 400 on the field', async () => {
    for (const [field, value] of [
      ['jobType', 'INTERN'],
      ['location', 13],
      ['location', 'HK'],
      ['jobMode', 'SOMETIMES'],
      ['jobFunction', 'JUGGLING'],
      ['posted', 5],
      ['sort', 'random'],
      ['sort_by', 'UP'],
      ['status', 'CLOSED'],
      ['companyId', 'not-a-uuid'],
      ['page', 0],
      ['page', 'x'],
      ['take', 0],
      ['take', JOB_SEARCH_MAX_TAKE + 1],
    ] as const) {
      const res = await search({ [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'FIELD_INVALID', field });
    }
  });
});

describe('GET /job: sort and paging', () => {
  it('sorts latest first by default, oldest first, or most viewed first', async () => {
    const company = await newCompany();
    const now = t.clock.now().getTime();
    const old = await createJob(t, company.id, { postedAt: new Date(now - 5 * DAY), viewCount: 50 });
    const mid = await createJob(t, company.id, { postedAt: new Date(now - 3 * DAY), viewCount: 7 });
    const recent = await createJob(t, company.id, { postedAt: new Date(now - DAY), viewCount: 20 });
    const scoped = (query: Record<string, string>) => idsFor({ companyId: company.id, ...query });
    expect(await scoped({})).toEqual([recent.id, mid.id, old.id]);
    expect(await scoped({ sort: 'latest' })).toEqual([recent.id, mid.id, old.id]);
    expect(await scoped({ sort: 'oldest' })).toEqual([old.id, mid.id, recent.id]);
    expect(await scoped({ sort_by: 'ASC' })).toEqual([old.id, mid.id, recent.id]);
    expect(await scoped({ sort: 'most_viewed' })).toEqual([old.id, recent.id, mid.id]);
  });

  it('pages with a total; pages neither repeat nor skip jobs posted at the same moment', async () => {
    const company = await newCompany();
    const postedAt = new Date(t.clock.now().getTime() - DAY);
    const created = [];
    for (let i = 0; i < 12; i++) created.push((await createJob(t, company.id, { postedAt })).id);
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await search({ companyId: company.id, take: 5, page });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 12, totalCapped: false, page, take: 5 });
      expect(res.body.items).toHaveLength(page === 3 ? 2 : 5);
      seen.push(...res.body.items.map((j: { id: string }) => j.id));
    }
    expect(seen.sort()).toEqual(created.sort());
    const beyond = await search({ companyId: company.id, take: 5, page: 4 });
    expect(beyond.body).toMatchObject({ items: [], total: 12 });
    const defaults = await search({ companyId: company.id });
    expect(defaults.body).toMatchObject({ page: 1, take: 10, total: 12 });
    expect(defaults.body.items).toHaveLength(10);
  });
});

describe('GET /job: what candidates may see', () => {
  it('lists approved, open, unexpired jobs of approved companies only', async () => {
    const company = await newCompany();
    const yesterday = new Date(t.clock.now().getTime() - DAY);
    const visible = await createJob(t, company.id);
    const lastDay = await createJob(t, company.id, { expiresOn: dateIn(0) });
    const hidden = await Promise.all([
      createJob(t, company.id, { approvalStatus: 0, postedAt: null }),
      createJob(t, company.id, { approvalStatus: 2 }),
      createJob(t, company.id, { status: 2 }),
      createJob(t, company.id, { status: 3 }),
      createJob(t, company.id, { status: 4, expiresOn: dateIn(-3) }),
      createJob(t, company.id, { deletedAt: yesterday }),
      // Past its date, before the expiry task has marked it expired.
      createJob(t, company.id, { expiresOn: dateIn(-1) }),
    ]);
    expect((await idsFor({ companyId: company.id })).sort()).toEqual([visible.id, lastDay.id].sort());
    const everything = await idsFor({ keyword: 'dashboards', take: 50 });
    for (const job of hidden) expect(everything).not.toContain(job.id);

    // A job of a company that is not (or no longer) approved is hidden too.
    const pending = await registerPendingCompany(t);
    const ofPending = await createJob(t, pending.companyId);
    expect(await idsFor({ companyId: pending.companyId })).toEqual([]);
    await t.app.db.update(companies).set({ approvalStatus: 2 }).where(eq(companies.id, company.id));
    expect(await idsFor({ companyId: company.id })).toEqual([]);
    expect(ofPending.id).toBeTruthy();
  });

  it('shows the card fields, with applied and saved flags for the calling candidate only', async () => {
    const company = await newCompany({ companyName: 'Flag Test Pay Ltd' });
    const applied = await createJob(t, company.id, { positionName: 'Applied Intern' });
    const saved = await createJob(t, company.id, { positionName: 'Saved Intern' });
    await insertApplication(t, {
      jobId: applied.id,
      candidateId: candidate.id,
      createdAt: t.clock.now(),
      stageChangedAt: t.clock.now(),
    });
    await t.app.db.insert(jobBookmarks).values({ userId: candidate.id, jobId: saved.id, createdAt: t.clock.now() });

    const flags = async (token?: string) => {
      const res = await search({ companyId: company.id }, token);
      expect(res.status).toBe(200);
      return Object.fromEntries(
        res.body.items.map((j: { id: string; applied: boolean; bookmarked: boolean }) => [
          j.id,
          [j.applied, j.bookmarked],
        ]),
      );
    };
    expect(await flags(candidate.token)).toEqual({ [applied.id]: [true, false], [saved.id]: [false, true] });
    expect(await flags(otherCandidate.token)).toEqual({ [applied.id]: [false, false], [saved.id]: [false, false] });
    expect(await flags()).toEqual({ [applied.id]: [false, false], [saved.id]: [false, false] });
    expect(await flags(adminToken)).toEqual({ [applied.id]: [false, false], [saved.id]: [false, false] });

    const res = await search({ companyId: company.id, keyword: 'applied intern' }, candidate.token);
    expect(res.body.items[0]).toEqual({
      id: applied.id,
      positionName: 'Applied Intern',
      company: {
        id: company.id,
        name: 'Flag Test Pay Ltd',
        nameZh: null,
        logoUrl: null,
        rating: { average: null, count: 0 },
      },
      location: 'HongKong',
      city: 1,
      jobMode: 'HYBRID',
      jobFunction: 'TECHNOLOGY',
      contractType: 'FULL_TIME',
      salary: 12000,
      currency: 'HKD',
      payFrequency: 'PER_MONTH',
      postedAt: applied.postedAt?.toISOString(),
      expiresOn: applied.expiresOn,
      viewCount: 0,
      applied: true,
      bookmarked: false,
      // The factories' candidate, a mainland student in Hong Kong, whose confirmations are not given yet.
      eligibility: 'unknown',
    });
  });

  it('answers 401 to a token that is no longer valid, rather than treating it as anonymous', async () => {
    const res = await call(t, 'GET', '/job', { token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect((await call(t, 'GET', '/job')).status).toBe(200);
  });

  it('is not rate limited', async () => {
    const company = await newCompany();
    const limits = t.app.config.rateLimits;
    t.app.config.rateLimits = { perAddress: 2, perAccount: 2, windowMs: 60_000 };
    try {
      for (let i = 0; i < 10; i++) {
        expect((await call(t, 'GET', `/job?companyId=${company.id}`)).status).toBe(200);
        expect((await call(t, 'GET', `/job?keyword=${i}`)).status).toBe(200);
      }
    } finally {
      t.app.config.rateLimits = limits;
    }
  });
});

describe('GET /job/{id}', () => {
  it('shows a visible job with everything its company entered and the company', async () => {
    const company = await newCompany({ companyName: 'Detail Pay Ltd' });
    const job = await createJob(t, company.id, {
      positionName: '金融科技實習生',
      skills: ['Python', '區塊鏈'],
      description: '協助分析交易數據。',
      requirements: '良好的中英文能力。',
      salary: 10500,
      currency: 'RMB',
      location: 'GBA',
      city: 4,
    });
    const res = await call(t, 'GET', `/job/${job.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: job.id,
      positionName: '金融科技實習生',
      skills: ['Python', '區塊鏈'],
      description: '協助分析交易數據。',
      requirements: '良好的中英文能力。',
      salary: 10500,
      currency: 'RMB',
      location: 'GBA',
      city: 4,
      status: 1,
      approvalStatus: 1,
      applied: false,
      bookmarked: false,
      company: { id: company.id, name: 'Detail Pay Ltd', logoUrl: null, industry: null },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  // A job once posted that closed, paused or expired is still shown, marked not visible
  // (public-pages.test.ts, docs/decisions/044).
  it('answers 404 for jobs never approved, except to its own company and the admin', async () => {
    const owner = await newCompany();
    const ownerToken = await companyToken(owner.email);
    const stranger = await newCompany();
    const strangerToken = await companyToken(stranger.email);
    const hidden = await Promise.all([
      createJob(t, owner.id, { approvalStatus: 0, postedAt: null }),
      createJob(t, owner.id, { approvalStatus: 2 }),
      createJob(t, owner.id, { approvalStatus: 0, status: 3 }),
    ]);
    for (const job of hidden) {
      for (const token of [undefined, candidate.token, strangerToken]) {
        expect((await call(t, 'GET', `/job/${job.id}`, { token })).status).toBe(404);
      }
      const own = await call(t, 'GET', `/job/${job.id}`, { token: ownerToken });
      expect(own.status).toBe(200);
      expect(own.body.id).toBe(job.id);
      expect((await call(t, 'GET', `/job/${job.id}`, { token: adminToken })).status).toBe(200);
    }
    const deleted = await createJob(t, owner.id, { deletedAt: t.clock.now() });
    for (const token of [undefined, ownerToken, adminToken]) {
      expect((await call(t, 'GET', `/job/${deleted.id}`, { token })).status).toBe(404);
    }
    expect((await call(t, 'GET', `/job/${randomUUID()}`)).status).toBe(404);
    const bad = await call(t, 'GET', '/job/not-a-uuid', { lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'FIELD_INVALID', field: 'id' });
  });

  it('counts a view once per viewer per day when the page says it is shown; reading the job counts none', async () => {
    const company = await newCompany();
    const ownerToken = await companyToken(company.email);
    const job = await createJob(t, company.id);
    for (const token of [undefined, candidate.token]) {
      expect((await call(t, 'GET', `/job/${job.id}`, { token })).body.viewCount).toBe(token ? 0 : null);
    }
    const open = async (token?: string, headers: Record<string, string> = { 'user-agent': 'Browser A' }) => {
      const res = await fetch(`${t.url}/api/v1/job/view/${job.id}`, {
        method: 'POST',
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      expect(res.status).toBe(200);
      const { viewCount } = (await res.json()) as { viewCount: number | null };
      // A visitor is not told the count (docs/decisions/044); the job's row holds it.
      const [row] = await t.app.db.select({ viewCount: jobs.viewCount }).from(jobs).where(eq(jobs.id, job.id));
      expect(viewCount).toBe(token ? row?.viewCount : null);
      return row?.viewCount;
    };
    expect(await open()).toBe(1);
    expect(await open()).toBe(1);
    // An anonymous viewer is its address: headers it chooses itself add no views.
    for (let i = 0; i < 5; i++) {
      expect(await open(undefined, { 'user-agent': `Browser ${i}` })).toBe(1);
      expect(await open(undefined, { 'x-forwarded-for': `198.51.100.${i}` })).toBe(1);
    }
    expect(await open(undefined, {})).toBe(1);
    expect(await open(candidate.token)).toBe(2);
    expect(await open(candidate.token, { 'user-agent': 'Another device' })).toBe(2);
    // The company itself and the admin are not viewers.
    expect(await open(ownerToken)).toBe(2);
    expect(await open(adminToken)).toBe(2);

    t.clock.advance(DAY);
    candidate.token = await signInCandidate(t, candidate.email);
    expect(await open(undefined, { 'user-agent': 'Browser B' })).toBe(3);
    expect(await open()).toBe(3);
    expect(await open(candidate.token)).toBe(4);
    expect(await open(candidate.token)).toBe(4);
    const [row] = await t.app.db.select({ viewCount: jobs.viewCount }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.viewCount).toBe(4);
    const list = await search({ companyId: company.id }, candidate.token);
    expect(list.body.items[0].viewCount).toBe(4);
  });

  it('counts simultaneous first views of one viewer once', async () => {
    const job = await createJob(t, (await newCompany()).id);
    await Promise.all(
      Array.from({ length: 8 }, () => call(t, 'POST', `/job/view/${job.id}`, { token: otherCandidate.token })),
    );
    const [row] = await t.app.db.select({ viewCount: jobs.viewCount }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.viewCount).toBe(1);
  });
});

describe('saved jobs', () => {
  const save = (jobId: unknown, token?: string) =>
    call(t, 'POST', '/user/bookmark/favorite-jobs', { body: { jobId }, token, lang: 'en' });
  const unsave = (jobId: unknown, token?: string) =>
    call(t, 'POST', '/user/bookmark/delete-favorite-jobs', { body: { jobId }, token, lang: 'en' });
  const list = (token?: string, query = '') => call(t, 'GET', `/user/bookmark/favorite-jobs${query}`, { token });

  it('answers 401 without a token and 403 to companies and the admin', async () => {
    const company = await newCompany();
    const job = await createJob(t, company.id);
    const companyAuth = await companyToken(company.email);
    expect((await save(job.id)).status).toBe(401);
    expect((await unsave(job.id)).status).toBe(401);
    expect((await list()).status).toBe(401);
    for (const token of [companyAuth, adminToken]) {
      expect((await save(job.id, token)).status).toBe(403);
      expect((await unsave(job.id, token)).status).toBe(403);
      expect((await list(token)).status).toBe(403);
    }
    // Before the body is looked at.
    expect((await save('nonsense', companyAuth)).status).toBe(403);
  });

  it('refuses a missing or malformed job id, and a job the candidate cannot see', async () => {
    const me = await newCandidate();
    const missing = await call(t, 'POST', '/user/bookmark/favorite-jobs', { body: {}, token: me.token, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'FIELD_REQUIRED', field: 'jobId' });
    expect((await save('x', me.token)).body).toMatchObject({ code: 'FIELD_INVALID', field: 'jobId' });
    const closed = await createJob(t, (await newCompany()).id, { status: 3 });
    expect((await save(closed.id, me.token)).status).toBe(404);
    expect((await save(randomUUID(), me.token)).status).toBe(404);
  });

  it('saves, lists, saves again without change, and removes', async () => {
    const me = await newCandidate();
    const company = await newCompany();
    const first = await createJob(t, company.id, { positionName: 'First saved' });
    const second = await createJob(t, company.id, { positionName: 'Second saved' });
    expect((await save(first.id, me.token)).status).toBe(204);
    t.clock.advance(1000);
    expect((await save(second.id, me.token)).status).toBe(204);
    expect((await save(second.id, me.token)).status).toBe(204);
    const rows = await t.app.db.select().from(jobBookmarks).where(eq(jobBookmarks.userId, me.id));
    expect(rows).toHaveLength(2);

    const saved = await list(me.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ total: 2, page: 1, take: 10 });
    expect(saved.body.items.map((j: { id: string }) => j.id)).toEqual([second.id, first.id]);
    expect(saved.body.items.every((j: { bookmarked: boolean }) => j.bookmarked)).toBe(true);
    expect((await list(me.token, '?take=1&page=2')).body.items.map((j: { id: string }) => j.id)).toEqual([first.id]);
    // Someone else's saved jobs are their own.
    expect((await list(otherCandidate.token)).body.items.map((j: { id: string }) => j.id)).not.toContain(first.id);

    const detail = await call(t, 'GET', `/job/${first.id}`, { token: me.token });
    expect(detail.body.bookmarked).toBe(true);

    // A saved job that closes drops out of the list.
    await t.app.db.update(jobs).set({ status: 3 }).where(eq(jobs.id, second.id));
    expect((await list(me.token)).body).toMatchObject({ total: 1, items: [{ id: first.id }] });

    expect((await unsave(first.id, me.token)).status).toBe(204);
    expect((await unsave(first.id, me.token)).status).toBe(204);
    expect((await unsave(randomUUID(), me.token)).status).toBe(204);
    const left = await t.app.db
      .select()
      .from(jobBookmarks)
      .where(and(eq(jobBookmarks.userId, me.id), eq(jobBookmarks.jobId, first.id)));
    expect(left).toEqual([]);
    expect((await list(me.token)).body.total).toBe(0);
  });
});

/** Where a candidate finds the company named `tag` and its job: brands, directory, its page, the job list and the job. */
async function whereCandidatesFind(tag: string, company: { companyId: string }, job: { id: string }) {
  const me = await newCandidate();
  const brands = await call(t, 'GET', '/company/brands');
  const directory = await call(t, 'GET', `/company/get-all?keyword=${tag}`);
  const search = await call(t, 'GET', `/job?keyword=${tag}`, { token: me.token });
  return {
    brand: brands.body.items.some((b: { id: string }) => b.id === company.companyId),
    directory: directory.body.total,
    page: (await call(t, 'GET', `/company/${company.companyId}`)).status,
    // The page, not the total: totals are kept 10 s (docs/decisions/007).
    jobs: search.body.items.length,
    job: (await call(t, 'GET', `/job/${job.id}`, { token: me.token })).status,
  };
}

describe('a company without a profile (issue 10)', () => {
  it('is nowhere a candidate looks until it saves its profile: brands, directory, its page, its jobs', async () => {
    const tag = `Wombat${Date.now().toString(36)}`;
    const company = await registerApprovedCompany(t, { companyName: `${tag} Pay Ltd` }, { withProfile: false });
    const job = await createJob(t, company.companyId, { positionName: `${tag} Intern` });
    const seen = () => whereCandidatesFind(tag, company, job);
    expect(await seen()).toEqual({ brand: false, directory: 0, page: 404, jobs: 0, job: 404 });

    const token = await companyToken(company.email);
    const saved = await call(t, 'POST', '/company/update', {
      token,
      body: buildProfile({ nameEn: `${tag} Pay Limited`, displayName: `${tag} Pay` }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await seen()).toEqual({ brand: true, directory: 1, page: 200, jobs: 1, job: 200 });
  });
});

describe('a deleted company', () => {
  it('is nowhere a candidate looks once its account is deleted, its jobs neither, even one open again', async () => {
    const tag = `Numbat${Date.now().toString(36)}`;
    const company = await registerApprovedCompany(t, { companyName: `${tag} Pay Ltd` });
    const job = await createJob(t, company.companyId, { positionName: `${tag} Intern` });
    const seen = () => whereCandidatesFind(tag, company, job);
    expect(await seen()).toEqual({ brand: true, directory: 1, page: 200, jobs: 1, job: 200 });

    const deleted = await call(t, 'DELETE', `/admin/users/${await userIdOf(t, company.email)}`, { token: adminToken });
    expect(deleted.status).toBe(204);
    expect(await seen()).toEqual({ brand: false, directory: 0, page: 404, jobs: 0, job: 404 });
    // Deleting closed the job; opened again, it still belongs to a company candidates cannot find.
    await t.app.db.update(jobs).set({ status: 1 }).where(eq(jobs.id, job.id));
    expect(await seen()).toEqual({ brand: false, directory: 0, page: 404, jobs: 0, job: 404 });
  });
});

describe('company directory', () => {
  it('lists approved companies only, with their open jobs, by keyword and region', async () => {
    const tag = `Quokka${Date.now().toString(36)}`;
    const hk = await newCompany({ companyName: `${tag} Pay Ltd` });
    const gba = await newCompany({ companyName: `${tag} Wealth Ltd` });
    await t.app.db.update(companies).set({ location: 'HongKong', nameZh: '袋鼠支付' }).where(eq(companies.id, hk.id));
    await t.app.db.update(companies).set({ location: 'GBA' }).where(eq(companies.id, gba.id));
    const pending = await registerPendingCompany(t, { companyName: `${tag} Pending Ltd` });
    const rejected = await registerPendingCompany(t, { companyName: `${tag} Rejected Ltd` });
    await t.app.db.update(companies).set({ approvalStatus: 2 }).where(eq(companies.id, rejected.companyId));
    await createJob(t, hk.id);
    await createJob(t, hk.id);
    await createJob(t, hk.id, { status: 3 });

    const res = await call(t, 'GET', `/company/get-all?keyword=${tag.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, take: 10 });
    expect(res.body.items).toEqual([
      {
        id: hk.id,
        name: `${tag} Pay Ltd`,
        nameEn: null,
        nameZh: '袋鼠支付',
        industry: null,
        location: 'HongKong',
        slogan: null,
        logoUrl: null,
        openJobs: 2,
        rating: { average: null, count: 0 },
      },
      expect.objectContaining({ id: gba.id, openJobs: 0 }),
    ]);
    const region = (r: string) =>
      call(t, 'GET', `/company/get-all?keyword=${tag}&region=${encodeURIComponent(r)}`).then((x) =>
        x.body.items.map((c: { id: string }) => c.id),
      );
    expect(await region('HongKong')).toEqual([hk.id]);
    expect(await region('GBA')).toEqual([gba.id]);
    expect(await region('HongKong & GBA')).toEqual([]);
    const byChinese = await call(t, 'GET', `/company/get-all?keyword=${encodeURIComponent('袋鼠')}`);
    expect(byChinese.body.items.map((c: { id: string }) => c.id)).toEqual([hk.id]);
    expect((await call(t, 'GET', '/company/get-all?region=Mars')).status).toBe(400);
    expect((await call(t, 'GET', '/company/get-all?take=51')).status).toBe(400);
    const paged = await call(t, 'GET', `/company/get-all?keyword=${tag}&take=1&page=2`);
    expect(paged.body).toMatchObject({ total: 2, items: [{ id: gba.id }] });
    expect(pending.companyId).toBeTruthy();
  });

  it('shows an approved company with its open jobs, and 404 for any other', async () => {
    const company = await newCompany({ companyName: 'Profile Pay Ltd' });
    await t.app.db
      .update(companies)
      .set({ description: 'Payments for small merchants.', website: 'https://profilepay.example.hk' })
      .where(eq(companies.id, company.id));
    const open = await createJob(t, company.id);
    await createJob(t, company.id, { approvalStatus: 0, postedAt: null });
    await t.app.db.insert(jobBookmarks).values({ userId: candidate.id, jobId: open.id, createdAt: t.clock.now() });

    const res = await call(t, 'GET', `/company/${company.id}`, { token: candidate.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: company.id,
      name: 'Profile Pay Ltd',
      description: 'Payments for small merchants.',
      website: 'https://profilepay.example.hk',
      openJobs: 1,
      jobs: [{ id: open.id, bookmarked: true }],
    });
    expect(res.body).not.toHaveProperty('email');
    expect(res.body).not.toHaveProperty('phoneNumber');

    const pending = await registerPendingCompany(t);
    expect((await call(t, 'GET', `/company/${pending.companyId}`)).status).toBe(404);
    expect((await call(t, 'GET', `/company/${randomUUID()}`)).status).toBe(404);
    expect((await call(t, 'GET', '/company/not-a-uuid')).status).toBe(400);
  });
});

describe('demo data', () => {
  it('adds about 30 open internships of the approved demo companies, once', async () => {
    expect(await seedDemoData(t.app.services)).toBe(true);
    expect(await seedDemoData(t.app.services)).toBe(false);
    const demo = await t.app.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(inArray(users.email, ['hr@novapay.demo', 'talent@harbourwealth.demo']));
    const listed = [];
    for (const company of demo) listed.push(...(await idsFor({ companyId: company.id })));
    expect(listed).toHaveLength(30);
    const rows = await t.app.db.select().from(jobs).where(inArray(jobs.id, listed));
    expect(rows.every((j) => j.expiresOn > dateIn(0))).toBe(true);
    expect(new Set(rows.map((j) => j.jobFunction)).size).toBeGreaterThan(10);
    expect(new Set(rows.map((j) => j.city)).size).toBeGreaterThan(5);
    expect(rows.filter((j) => j.viewCount > 0).length).toBeGreaterThan(3);
    expect(await idsFor({ keyword: '金融科技實習生' })).toContain(
      rows.find((j) => j.positionName === '金融科技實習生')?.id,
    );
    // A database seeded before jobs existed gets them on the next start, and only then.
    await t.app.db.delete(jobs).where(inArray(jobs.id, listed));
    expect(await seedDemoData(t.app.services)).toBe(true);
    expect(await seedDemoData(t.app.services)).toBe(false);
  });
});
