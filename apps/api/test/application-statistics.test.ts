// Dashboards and statistics (docs/decisions/009): who may read which figures, exact counts after a
// small scenario, the company's visits on the test clock, recommended jobs, and that a company's
// figures never include another company's applicants.
import { randomUUID } from 'node:crypto';
import { Stage } from '@fis/shared/application-stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { candidateProfiles, interviews, jobBookmarks } from '../src/db/schema.js';
import { appliedId, buildInterview, candidateWithId, insertApplication, setStage } from './application-factories.js';
import { setJob, signedInCompany } from './company-job-factories.js';
import { createJob, registerPendingCompany, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

const START = new Date('2026-03-02T02:00:00Z'); // Monday 2 March 2026, 10:00 in Hong Kong
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signedInAdmin(t)).token;
});
beforeEach(() => t.clock.set(START));
afterAll(() => t.close());

type Company = Awaited<ReturnType<typeof signedInCompany>>;
type Candidate = Awaited<ReturnType<typeof candidateWithId>>;

const get = (token: string | undefined, path: string) => call(t, 'GET', path, { token, lang: 'en' });
const at = (ms: number) => new Date(START.getTime() + ms);
const move = (token: string, id: string, body: Record<string, unknown>) =>
  call(t, 'PUT', `/applications/${id}`, { token, body, lang: 'en' });

async function addInterview(applicationId: string, startsAt: Date, cancelled = false) {
  await t.app.db.insert(interviews).values({
    applicationId,
    startsAt,
    durationMinutes: 60,
    place: 'Office',
    cancelledAt: cancelled ? t.clock.now() : null,
  });
}

/** A row the job detail page leaves when a candidate only opened the job (stage -1). */
async function viewedOnly(candidateId: string, jobId: string) {
  await insertApplication(t, {
    jobId,
    candidateId,
    stage: Stage.VIEWED,
    stageChangedAt: t.clock.now(),
    createdAt: t.clock.now(),
  });
}

describe('who may read which figures', () => {
  let company: Company;
  let candidate: Candidate;
  beforeAll(async () => {
    company = await signedInCompany(t);
    candidate = await candidateWithId(t);
  });

  const CANDIDATE = ['/applications/candidate/statistics'];
  const COMPANY = [
    '/applications/company/statistics',
    '/applications/hiring-company/jobs',
    '/applications/hiring-company/statistics',
  ];
  const ADMIN = ['/applications/statistical'];

  it('answers 401 without a token', async () => {
    for (const path of [...CANDIDATE, ...COMPANY, ...ADMIN]) expect((await get(undefined, path)).status).toBe(401);
  });

  it('answers 403 to every other role, before reading the input', async () => {
    const forbidden: [string, string[]][] = [
      [candidate.token, [...COMPANY, ...ADMIN]],
      [company.token, [...CANDIDATE, ...ADMIN]],
      [adminToken, [...CANDIDATE, ...COMPANY]],
    ];
    for (const [token, paths] of forbidden) {
      for (const path of paths) {
        const res = await get(token, path);
        expect(res.status, `${path}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    }
    expect((await get(candidate.token, '/applications/hiring-company/jobs?take=0')).status).toBe(403);
  });

  it('checks the paging of the per-job figures', async () => {
    for (const query of ['take=0', 'take=101', 'page=0', 'page=x']) {
      const res = await get(company.token, `/applications/hiring-company/jobs?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('FIELD_INVALID');
    }
  });
});

describe('GET /applications/candidate/statistics', () => {
  it('counts applications, interviews and offers; lists the next interviews and the latest news', async () => {
    const s = await signedInCompany(t, { companyName: 'Sigma Pay Ltd' });
    const fay = await candidateWithId(t);
    const jobs = [];
    for (let i = 1; i <= 6; i++) jobs.push(await createJob(t, s.companyId, { positionName: `Role ${i}` }));
    const ids: string[] = [];
    for (const job of jobs.slice(0, 5)) ids.push(await appliedId(t, fay, job.id));
    const [f1, f2, f3, f4, f5] = ids as [string, string, string, string, string];
    await viewedOnly(fay.userId, jobs[5]?.id ?? '');
    // Stage changes a minute apart: f1 oldest, f4 newest; f5 was never moved.
    t.clock.advance(MINUTE);
    await setStage(t, f1, Stage.OFFERED, Stage.INTERVIEWING);
    t.clock.advance(MINUTE);
    await setStage(t, f2, Stage.HIRED, Stage.OFFERED);
    t.clock.advance(MINUTE);
    await setStage(t, f3, Stage.DECLINED, Stage.OFFERED);
    t.clock.advance(MINUTE);
    await setStage(t, f4, Stage.DECLINED, Stage.SCREENING);
    await addInterview(f1, at(2 * DAY));
    await addInterview(f1, at(DAY), true); // cancelled
    await addInterview(f1, at(-3 * DAY)); // over
    await addInterview(f4, at(3 * DAY)); // its application was withdrawn
    await addInterview(f5, at(5 * HOUR));

    const res = await get(fay.token, '/applications/candidate/statistics');
    expect(res.status).toBe(200);
    // 5 applications (the viewed job is not one); 4 interviews not cancelled; 3 offers (5, 6, 7 from 5).
    expect(res.body.counts).toEqual({ applications: 5, interviews: 4, offers: 3 });
    expect(res.body.upcomingInterviews).toEqual([
      {
        id: expect.any(String),
        applicationId: f5,
        startsAt: at(5 * HOUR).toISOString(),
        durationMinutes: 60,
        place: 'Office',
        videoLink: null,
        job: {
          id: jobs[4]?.id,
          positionName: 'Role 5',
          companyId: s.companyId,
          companyName: 'Sigma Pay Ltd',
          companyNameZh: null,
          companyLogoUrl: null,
        },
      },
      expect.objectContaining({ applicationId: f1, startsAt: at(2 * DAY).toISOString() }),
    ]);
    expect(res.body.recentApplications.map((r: { id: string }) => r.id)).toEqual([f4, f3, f2, f1, f5]);
    expect(res.body.recentApplications[0]).toEqual({
      id: f4,
      stage: Stage.DECLINED,
      previousStage: Stage.SCREENING,
      stageChangedAt: at(4 * MINUTE).toISOString(),
      job: {
        id: jobs[3]?.id,
        positionName: 'Role 4',
        companyId: s.companyId,
        companyName: 'Sigma Pay Ltd',
        companyNameZh: null,
        companyLogoUrl: null,
      },
    });
    // The offers count is the offers view of the applications page.
    const offers = await get(fay.token, '/applications/candidate/applications?view=offers');
    expect(offers.body.total).toBe(3);
  });

  it('keeps an interview listed until it ends', async () => {
    const s = await signedInCompany(t);
    const gus = await candidateWithId(t);
    const id = await appliedId(t, gus, (await createJob(t, s.companyId)).id);
    await setStage(t, id, Stage.INTERVIEWING, Stage.SCREENING);
    await addInterview(id, at(-59 * MINUTE)); // 60 minutes long: one minute left
    await addInterview(id, at(-60 * MINUTE)); // just over
    const res = await get(gus.token, '/applications/candidate/statistics');
    expect(res.body.upcomingInterviews.map((i: { startsAt: string }) => i.startsAt)).toEqual([
      at(-59 * MINUTE).toISOString(),
    ]);
    expect(res.body.counts.interviews).toBe(2);
  });

  it('recommends open jobs best match first (decision 027): shared skills, the functions and modes of jobs applied to or saved', async () => {
    const r = await signedInCompany(t, { companyName: 'Rho Quant Ltd' });
    const dave = await candidateWithId(t);
    await t.app.db
      .update(candidateProfiles)
      .set({ skills: ['quantlib', 'Risk Modelling'] })
      .where(eq(candidateProfiles.userId, dave.userId));
    const job = (hoursAgo: number, overrides: Parameters<typeof createJob>[2] = {}) =>
      createJob(t, r.companyId, { postedAt: at(-hoursAgo * HOUR), skills: ['Haskell'], ...overrides });
    const yesterday = at(-DAY).toISOString().slice(0, 10);

    // Every job here is in the candidate's city, with no education or graduation year asked: 30
    // points; the hybrid mode of the jobs applied to and saved adds 10.
    const twoSkills = await job(50, { skills: ['QuantLib', 'risk modelling', 'Go'] }); // 27 + 10 + 30
    const oneSkillNewer = await job(1, { skills: ['QUANTLIB'] }); // 13 + 10 + 30
    await job(2, { skills: ['quantlib'] }); // the same, older: one too many
    await job(1, { skills: ['quantlib'], status: 3 }); // closed
    await job(1, { skills: ['quantlib'], expiresOn: yesterday }); // expired
    await job(1, { skills: ['quantlib'], approvalStatus: 0 }); // not approved
    await job(1, { skills: ['quantlib'], deletedAt: START }); // deleted
    const applied = await job(1, { skills: ['quantlib'], jobFunction: 'COMPLIANCE' });
    const sameFunctionAsApplied = await job(10, { jobFunction: 'COMPLIANCE' }); // 20 + 10 + 30
    const saved = await job(11, { jobFunction: 'ACCOUNTING' });
    const sameFunctionAsSaved = await job(12, { jobFunction: 'ACCOUNTING' });
    const olderSameFunction = await job(13, { jobFunction: 'ACCOUNTING' });
    await job(1, { jobFunction: 'MAINTENANCE' }); // nothing in common
    await appliedId(t, dave, applied.id);
    await t.app.db.insert(jobBookmarks).values({ userId: dave.userId, jobId: saved.id, createdAt: START });

    const res = await get(dave.token, '/applications/candidate/statistics');
    expect(res.status).toBe(200);
    const recommended = res.body.recommendedJobs as { job: { id: string }; match: { score: number } }[];
    expect(recommended.map((r) => [r.job.id, r.match.score])).toEqual([
      [twoSkills.id, 67],
      [sameFunctionAsApplied.id, 60],
      [saved.id, 60],
      [sameFunctionAsSaved.id, 60],
      [olderSameFunction.id, 60],
      [oneSkillNewer.id, 53],
    ]);
    expect(res.body.recommendedJobs[2]).toMatchObject({
      job: {
        positionName: 'FinTech Summer Intern',
        company: { id: r.companyId, name: 'Rho Quant Ltd' },
        applied: false,
        bookmarked: true,
      },
      recommendedByOffice: false,
    });
  });

  it('recommends nothing when nothing matches', async () => {
    const erin = await candidateWithId(t);
    await t.app.db
      .update(candidateProfiles)
      .set({ skills: [`skill-${randomUUID()}`] })
      .where(eq(candidateProfiles.userId, erin.userId));
    const res = await get(erin.token, '/applications/candidate/statistics');
    expect(res.body).toEqual({
      counts: { applications: 0, interviews: 0, offers: 0 },
      upcomingInterviews: [],
      recentApplications: [],
      recommendedJobs: [],
    });
  });
});

describe('company figures', () => {
  let x: Company;
  let y: Company;
  let alice: Candidate;
  let bob: Candidate;
  let carol: Candidate;
  let jx1: { id: string };
  let jx2: { id: string };
  let jx3: { id: string };
  let jy1: { id: string };
  beforeAll(async () => {
    t.clock.set(START);
    x = await signedInCompany(t, { companyName: 'Xi Pay Ltd' });
    y = await signedInCompany(t, { companyName: 'Ypsilon Wealth Ltd' });
    alice = await candidateWithId(t);
    bob = await candidateWithId(t);
    carol = await candidateWithId(t);
    jx1 = await createJob(t, x.companyId, { positionName: 'X One', createdAt: at(-3 * DAY) });
    jx2 = await createJob(t, x.companyId, { positionName: 'X Two', createdAt: at(-2 * DAY) });
    jx3 = await createJob(t, x.companyId, { positionName: 'X Three', createdAt: at(-DAY), viewCount: 12 });
    jy1 = await createJob(t, y.companyId, { positionName: 'Y One' });
    const aliceX1 = await appliedId(t, alice, jx1.id);
    const bobX1 = await appliedId(t, bob, jx1.id);
    const carolX2 = await appliedId(t, carol, jx2.id);
    await appliedId(t, bob, jx2.id);
    const bobX3 = await appliedId(t, bob, jx3.id);
    const aliceY1 = await appliedId(t, alice, jy1.id);
    await viewedOnly(carol.userId, jx1.id);
    await setStage(t, aliceX1, Stage.INTERVIEWING, Stage.SCREENING);
    await setStage(t, bobX1, Stage.DECLINED, Stage.OFFERED);
    await setStage(t, carolX2, Stage.HIRED, Stage.OFFERED);
    await setStage(t, bobX3, Stage.DECLINED, Stage.SCREENING);
    await setStage(t, aliceY1, Stage.OFFERED, Stage.INTERVIEWING);
    // jx3 closes afterwards: its applicants stay counted, it is no longer an open job.
    await setJob(t, jx3.id, { status: 3 });
    await addInterview(aliceX1, at(2 * DAY));
    await addInterview(aliceX1, at(DAY), true);
    await addInterview(aliceX1, at(-DAY));
    await addInterview(bobX1, at(DAY));
    await addInterview(aliceY1, at(HOUR));
  });

  it('GET /applications/company/statistics: tabs, open jobs and interviews of this company only', async () => {
    const res = await get(x.token, '/applications/company/statistics');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tabCounts: { all: 5, screening: 1, interviewing: 1, hired: 1, offers: 0, offerRejected: 1, declined: 1 },
      // New: still at the New stage (bob's to X Two); the four the company moved on are not.
      newSinceLastVisit: 1,
      previousVisitAt: null,
      openJobs: 2,
      upcomingInterviews: [
        {
          id: expect.any(String),
          applicationId: expect.any(String),
          startsAt: at(2 * DAY).toISOString(),
          durationMinutes: 60,
          place: 'Office',
          videoLink: null,
          candidate: { id: alice.userId, englishName: alice.englishName, chineseName: alice.chineseName },
          job: { id: jx1.id, positionName: 'X One' },
        },
      ],
    });
    // The applicants list behind each tab agrees.
    const list = await get(x.token, '/applications/hiring-company/candidates');
    expect(list.body.tabCounts).toEqual(res.body.tabCounts);

    const other = await get(y.token, '/applications/company/statistics');
    expect(other.body).toMatchObject({
      tabCounts: { all: 1, screening: 0, interviewing: 0, hired: 0, offers: 1, offerRejected: 0, declined: 0 },
      newSinceLastVisit: 0,
      openJobs: 1,
      upcomingInterviews: [{ startsAt: at(HOUR).toISOString(), job: { id: jy1.id, positionName: 'Y One' } }],
    });
  });

  it('GET /applications/hiring-company/jobs: each job, newest first, paged', async () => {
    const res = await get(x.token, '/applications/hiring-company/jobs?take=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, take: 2 });
    expect(res.body.items).toEqual([
      {
        id: jx3.id,
        positionName: 'X Three',
        status: 3,
        approvalStatus: 1,
        expiresOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        viewCount: 12,
        tabCounts: { all: 1, screening: 0, interviewing: 0, hired: 0, offers: 0, offerRejected: 0, declined: 1 },
        newSinceLastVisit: 0,
      },
      expect.objectContaining({
        id: jx2.id,
        tabCounts: { all: 2, screening: 1, interviewing: 0, hired: 1, offers: 0, offerRejected: 0, declined: 0 },
        newSinceLastVisit: 1,
      }),
    ]);
    const second = await get(x.token, '/applications/hiring-company/jobs?take=2&page=2');
    expect(second.body.items).toEqual([
      expect.objectContaining({
        id: jx1.id,
        tabCounts: { all: 2, screening: 0, interviewing: 1, hired: 0, offers: 0, offerRejected: 1, declined: 0 },
      }),
    ]);
    const other = await get(y.token, '/applications/hiring-company/jobs');
    expect(other.body.items.map((j: { id: string }) => j.id)).toEqual([jy1.id]);
  });
});

describe('new since the last visit', () => {
  it('starts a visit after 30 minutes away and counts what arrived since the last view before it', async () => {
    const z = await signedInCompany(t);
    const job = await createJob(t, z.companyId);
    const apply = async () => appliedId(t, await candidateWithId(t), job.id);
    /** The dashboard as its page gets it: the figures, then the view recorded once they are shown. */
    const stats = async () => {
      const { body } = await get(z.token, '/applications/company/statistics');
      const visit = await call(t, 'POST', '/applications/company/dashboard-visit', { token: z.token });
      expect(visit.status).toBe(204);
      return body;
    };
    const jobFigures = async () => (await get(z.token, '/applications/hiring-company/jobs')).body;

    const first = await apply();
    await apply();
    // First visit: nothing was seen before, so every application at the New stage is new.
    expect(await stats()).toMatchObject({ newSinceLastVisit: 2, previousVisitAt: null });

    t.clock.set(at(10 * MINUTE));
    await apply();
    expect(await stats()).toMatchObject({ newSinceLastVisit: 3, previousVisitAt: null });

    // Exactly 30 minutes after the last read: still the same visit. One screened is new no more.
    t.clock.set(at(40 * MINUTE));
    expect((await move(z.token, first, { stage: Stage.SCREENING })).status).toBe(200);
    expect(await stats()).toMatchObject({ newSinceLastVisit: 2, previousVisitAt: null });

    t.clock.set(at(50 * MINUTE));
    await apply();
    // 30 minutes and 1 ms after the last read (40 min): a new visit; only the one after 40 min is new.
    t.clock.set(at(70 * MINUTE + 1));
    expect(await stats()).toMatchObject({ newSinceLastVisit: 1, previousVisitAt: at(40 * MINUTE).toISOString() });
    expect(await jobFigures()).toMatchObject({
      previousVisitAt: at(40 * MINUTE).toISOString(),
      items: [{ newSinceLastVisit: 1, tabCounts: { all: 4 } }],
    });

    // Reloading during the visit keeps the figure.
    t.clock.set(at(75 * MINUTE));
    expect(await stats()).toMatchObject({ newSinceLastVisit: 1, previousVisitAt: at(40 * MINUTE).toISOString() });

    // Two hours later: the per-job figures, read first, already use the visit that is starting.
    t.clock.set(at(2 * HOUR));
    await apply();
    t.clock.set(at(3 * HOUR));
    expect(await jobFigures()).toMatchObject({
      previousVisitAt: at(75 * MINUTE).toISOString(),
      items: [{ newSinceLastVisit: 1 }],
    });
    expect(await stats()).toMatchObject({ newSinceLastVisit: 1, previousVisitAt: at(75 * MINUTE).toISOString() });

    // Reading the figures records no view: hours of reads later, the visit of 3 hours is still the last.
    t.clock.set(at(6 * HOUR));
    await get(z.token, '/applications/company/statistics');
    t.clock.set(at(9 * HOUR));
    expect((await get(z.token, '/applications/company/statistics')).body).toMatchObject({
      previousVisitAt: at(3 * HOUR).toISOString(),
    });
  });

  it('records a view of the dashboard for a company alone', async () => {
    const visit = (token?: string) => call(t, 'POST', '/applications/company/dashboard-visit', { token });
    expect((await visit()).status).toBe(401);
    expect((await visit((await candidateWithId(t)).token)).status).toBe(403);
  });
});

describe('GET /applications/hiring-company/statistics', () => {
  it('counts the applications ever in each stage, through real moves, for this company only', async () => {
    const h = await signedInCompany(t);
    const other = await signedInCompany(t);
    const job = await createJob(t, h.companyId);
    const [c1, c2, c3, c4] = [
      await candidateWithId(t),
      await candidateWithId(t),
      await candidateWithId(t),
      await candidateWithId(t),
    ] as [Candidate, Candidate, Candidate, Candidate];
    const hired = await appliedId(t, c1, job.id);
    const rejected = await appliedId(t, c2, job.id);
    await appliedId(t, c3, job.id);
    const withdrawn = await appliedId(t, c4, job.id);
    const ok = async (res: Promise<{ status: number; body: unknown }>) =>
      expect((await res).status, JSON.stringify((await res).body)).toBe(200);
    await ok(move(h.token, hired, { stage: Stage.SCREENING }));
    await ok(move(h.token, hired, { stage: Stage.INTERVIEWING, interview: buildInterview(t) }));
    await ok(move(h.token, hired, { stage: Stage.OFFERED }));
    await ok(move(c1.token, hired, { stage: Stage.HIRED }));
    await ok(move(h.token, rejected, { stage: Stage.SCREENING }));
    await ok(move(h.token, rejected, { stage: Stage.REJECTED_AFTER_SCREENING }));
    await ok(move(c4.token, withdrawn, { stage: Stage.DECLINED }));
    // Another company's application is not counted.
    await appliedId(t, c1, (await createJob(t, other.companyId)).id);

    const res = await get(h.token, '/applications/hiring-company/statistics');
    expect(res.status).toBe(200);
    expect(res.body.reached).toEqual([
      { stage: 0, count: 4 },
      { stage: 1, count: 2 },
      { stage: 2, count: 1 },
      { stage: 3, count: 1 },
      { stage: 4, count: 0 },
      { stage: 5, count: 1 },
      { stage: 6, count: 1 },
      { stage: 7, count: 1 },
      { stage: 8, count: 0 },
      { stage: 9, count: 0 },
    ]);
    expect(res.body.weekly.at(-1)).toEqual({ weekStart: '2026-03-02', count: 4 });
  });

  it('counts applications per Hong Kong week (Monday to Sunday), the last 8 weeks', async () => {
    const w = await signedInCompany(t);
    const applyAt = async (when: Date) => {
      t.clock.set(when);
      const job = await createJob(t, w.companyId);
      await appliedId(t, await candidateWithId(t), job.id);
    };
    await applyAt(new Date('2026-01-11T15:59:59Z')); // Sunday 23:59:59 in Hong Kong: 9 weeks back
    await applyAt(new Date('2026-01-11T16:00:00Z')); // Monday 12 January 00:00: the first week shown
    await applyAt(new Date('2026-02-22T16:00:00Z')); // Monday 23 February 00:00
    await applyAt(new Date('2026-03-01T15:59:59Z')); // Sunday 1 March 23:59:59: still that week
    await applyAt(new Date('2026-03-01T16:00:00Z')); // Monday 2 March 00:00: this week
    t.clock.set(new Date('2026-03-02T12:00:00Z')); // within the session of the company's sign-in
    const res = await get(w.token, '/applications/hiring-company/statistics');
    expect(res.body.weekly).toEqual([
      { weekStart: '2026-01-12', count: 1 },
      { weekStart: '2026-01-19', count: 0 },
      { weekStart: '2026-01-26', count: 0 },
      { weekStart: '2026-02-02', count: 0 },
      { weekStart: '2026-02-09', count: 0 },
      { weekStart: '2026-02-16', count: 0 },
      { weekStart: '2026-02-23', count: 2 },
      { weekStart: '2026-03-02', count: 1 },
    ]);
    expect(res.body.reached[0]).toEqual({ stage: 0, count: 5 });
  });
});

describe('GET /applications/statistical', () => {
  it('counts candidates, approved companies, open jobs, applications per stage and hires', async () => {
    const before = (await get(adminToken, '/applications/statistical')).body;
    expect(before.stages).toHaveLength(10);
    expect(before.applications).toBe(before.stages.reduce((n: number, s: { count: number }) => n + s.count, 0));

    const company = await signedInCompany(t);
    await registerPendingCompany(t);
    const open = await createJob(t, company.companyId);
    await createJob(t, company.companyId, { status: 3 });
    await createJob(t, company.companyId, { approvalStatus: 0 });
    const kim = await candidateWithId(t);
    const lee = await candidateWithId(t);
    await setStage(t, await appliedId(t, kim, open.id), Stage.HIRED, Stage.OFFERED);
    await appliedId(t, lee, open.id);
    await viewedOnly(kim.userId, (await createJob(t, company.companyId)).id);

    const after = (await get(adminToken, '/applications/statistical')).body;
    expect(after.candidates - before.candidates).toBe(2);
    expect(after.approvedCompanies - before.approvedCompanies).toBe(1);
    expect(after.openJobs - before.openJobs).toBe(2);
    expect(after.applications - before.applications).toBe(2);
    expect(after.hires - before.hires).toBe(1);
    const delta = after.stages.map((s: { count: number }, i: number) => s.count - before.stages[i].count);
    expect(delta).toEqual([1, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
  });
});
