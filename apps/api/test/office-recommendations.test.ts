// The scheme office's recommendations (issue 15, section 3b; docs/decisions/028) over real HTTP:
// the four SPEC routes and the funnel × every caller; unknown records 404 naming the field; a pair
// the candidate cannot take, a closed job, an application or a dismissal refused with a translated
// error naming the field; a double click makes one row; each side told in its language; withdrawing
// keeps the row; every act audited; the funnel counts recommended → applied → hired.
import { randomUUID } from 'node:crypto';
import { Stage } from '@fis/shared/application-stages';
import { JobStatus } from '@fis/shared/job-enums';
import { RECOMMEND_SUGGESTIONS } from '@fis/shared/office-recommendation-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  candidateProfiles,
  jobs,
  notifications,
  officeRecommendations,
  recommendationDismissals,
  users,
} from '../src/db/schema.js';
import { appliedId, candidateWithId, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, lastEmailText, signedInAdmin } from './factories.js';
import { type Answer, call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let admin: { token: string; userId: string };
let company: Awaited<ReturnType<typeof signedInCompany>>;
let otherCompany: Awaited<ReturnType<typeof signedInCompany>>;
let candidate: Awaited<ReturnType<typeof candidateWithId>>;
let otherCandidate: Awaited<ReturnType<typeof candidateWithId>>;

beforeAll(async () => {
  t = await startTestApp();
  const signed = await signedInAdmin(t);
  admin = { token: signed.token, userId: signed.admin.id };
  [company, otherCompany, candidate, otherCandidate] = await Promise.all([
    signedInCompany(t, { companyName: 'Harbour Pay Ltd' }),
    signedInCompany(t, { companyName: 'Kowloon Ledger Ltd' }),
    candidateWithId(t),
    candidateWithId(t),
  ]);
  // Each side reads in another language: the texts must follow the reader.
  await t.app.db.update(users).set({ emailLanguage: 'cn' }).where(eq(users.id, company.userId));
  await t.app.db.update(users).set({ emailLanguage: 'zh' }).where(eq(users.id, candidate.userId));
});
afterAll(async () => t?.close());

const recommendJobs = (candidateId: string, jobIds: string[], token = admin.token, lang?: string) =>
  call(t, 'POST', `/admin/recommend/jobs-to-candidate/${candidateId}`, { body: { jobIds }, token, lang });
const recommendCandidates = (jobId: string, candidateIds: string[], token = admin.token, lang?: string) =>
  call(t, 'POST', '/job/recommend-candidate-by-admin', { body: { jobId, candidateIds }, token, lang });
const withdraw = (jobId: string, candidateIds: string[], token = admin.token) =>
  call(t, 'POST', '/job/recommend/delete-recommend-candidates-to-job', { body: { jobId, candidateIds }, token });

async function picksOf(jobId: string, candidateId: string) {
  return t.app.db
    .select()
    .from(officeRecommendations)
    .where(and(eq(officeRecommendations.jobId, jobId), eq(officeRecommendations.candidateId, candidateId)));
}

async function notificationsOf(userId: string, jobId: string) {
  return t.app.db
    .select({ type: notifications.type, params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.jobId, jobId)));
}

describe('every route', () => {
  const routes = (): [string, string, unknown?][] => [
    ['GET', `/admin/recommend/jobs-to-candidate/${candidate.userId}`],
    ['POST', `/admin/recommend/jobs-to-candidate/${candidate.userId}`, { jobIds: [randomUUID()] }],
    ['GET', `/job/recommend-candidate-by-admin?jobId=${randomUUID()}`],
    ['POST', '/job/recommend-candidate-by-admin', { jobId: randomUUID(), candidateIds: [candidate.userId] }],
    [
      'POST',
      '/job/recommend/delete-recommend-candidates-to-job',
      { jobId: randomUUID(), candidateIds: [candidate.userId] },
    ],
    ['GET', `/admin/recommend/candidates-to-job-by-company-id/${company.companyId}`],
    ['GET', '/admin/recommendations'],
  ];

  it('answers 401 to visitors and 403 to candidates and companies, even about their own records', async () => {
    for (const [method, path, body] of routes()) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const caller of [candidate, company]) {
        expect((await call(t, method, path, { body, token: caller.token })).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('answers the admin 404 for an unknown or wrong-kind record, naming the field when the body names it', async () => {
    const job = await createJob(t, company.companyId);
    const unknown = randomUUID();
    const cases: [Promise<Answer>, string | undefined][] = [
      [call(t, 'GET', `/admin/recommend/jobs-to-candidate/${unknown}`, { token: admin.token }), undefined],
      [call(t, 'GET', `/admin/recommend/jobs-to-candidate/${company.userId}`, { token: admin.token }), undefined],
      [call(t, 'GET', `/job/recommend-candidate-by-admin?jobId=${unknown}`, { token: admin.token }), 'jobId'],
      [recommendJobs(unknown, [job.id]), undefined],
      [recommendJobs(company.userId, [job.id]), undefined],
      [recommendJobs(candidate.userId, [unknown]), 'jobIds'],
      [recommendCandidates(unknown, [candidate.userId]), 'jobId'],
      [recommendCandidates(job.id, [unknown]), 'candidateIds'],
      [recommendCandidates(job.id, [company.userId]), 'candidateIds'],
      [withdraw(job.id, [candidate.userId]), 'candidateIds'],
      [
        call(t, 'GET', `/admin/recommend/candidates-to-job-by-company-id/${unknown}`, { token: admin.token }),
        undefined,
      ],
      [
        call(t, 'GET', `/admin/recommend/candidates-to-job-by-company-id/${otherCompany.companyId}?jobId=${job.id}`, {
          token: admin.token,
        }),
        'jobId',
      ],
    ];
    for (const [answer, field] of cases) {
      const res = await answer;
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.field).toBe(field);
    }
    expect(await picksOf(job.id, candidate.userId)).toHaveLength(0);
  });

  it('refuses bad input with a translated 400 naming the field', async () => {
    const job = await createJob(t, company.companyId);
    const cases: [Promise<Answer>, string][] = [
      [recommendJobs(candidate.userId, [], admin.token, 'zh'), 'jobIds'],
      [recommendJobs(candidate.userId, ['not-a-uuid'], admin.token, 'zh'), 'jobIds.0'],
      [recommendJobs(candidate.userId, Array.from({ length: 21 }, randomUUID), admin.token, 'zh'), 'jobIds'],
      [recommendCandidates('nope', [candidate.userId], admin.token, 'zh'), 'jobId'],
      [recommendCandidates(job.id, [], admin.token, 'zh'), 'candidateIds'],
      [
        call(t, 'GET', '/admin/recommendations?from=2026-03-10&to=2026-03-01', { token: admin.token, lang: 'zh' }),
        'to',
      ],
      [call(t, 'GET', '/admin/recommendations?outcome=maybe', { token: admin.token, lang: 'zh' }), 'outcome'],
      [call(t, 'GET', '/job/recommend-candidate-by-admin', { token: admin.token, lang: 'zh' }), 'jobId'],
      [
        call(t, 'GET', `/admin/recommend/jobs-to-candidate/${candidate.userId}?keyword=${'x'.repeat(201)}`, {
          token: admin.token,
          lang: 'zh',
        }),
        'keyword',
      ],
    ];
    for (const [answer, field] of cases) {
      const res = await answer;
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('choosing', () => {
  it('offers only jobs the candidate may be recommended, best match first, the live picks apart with their match', async () => {
    const chooser = await candidateWithId(t);
    await t.app.db
      .update(candidateProfiles)
      .set({ skills: ['Python'], takeableRegions: ['HongKong'], englishName: 'Zebedee Wong' })
      .where(eq(candidateProfiles.userId, chooser.userId));
    const open = await createJob(t, company.companyId, { positionName: 'Zebra Payments Intern' });
    const picked = await createJob(t, company.companyId, { positionName: 'Zebra Picked Intern' });
    const closed = await createJob(t, company.companyId, {
      positionName: 'Zebra Closed Intern',
      status: JobStatus.CLOSED,
    });
    const gba = await createJob(t, company.companyId, { positionName: 'Zebra Shenzhen Intern', location: 'GBA' });
    const applied = await createJob(t, company.companyId, { positionName: 'Zebra Applied Intern' });
    await appliedId(t, chooser, applied.id);
    const dismissed = await createJob(t, company.companyId, { positionName: 'Zebra Dismissed Intern' });
    await t.app.db
      .insert(recommendationDismissals)
      .values({ candidateId: chooser.userId, jobId: dismissed.id, createdAt: t.clock.now() });
    expect((await recommendJobs(chooser.userId, [picked.id])).status).toBe(200);

    const path = `/admin/recommend/jobs-to-candidate/${chooser.userId}`;
    for (const query of ['?keyword=zebra', '']) {
      const res = await call(t, 'GET', `${path}${query}`, { token: admin.token });
      expect(res.status).toBe(200);
      const offered = res.body.choices.map((item: { job: { id: string } }) => item.job.id);
      expect(offered, query).toContain(open.id);
      for (const refused of [picked, closed, gba, applied, dismissed]) expect(offered, query).not.toContain(refused.id);
      expect(res.body.choices[0].match.score).toBeGreaterThan(0);
      expect(res.body.picks).toEqual([
        expect.objectContaining({ jobId: picked.id, match: expect.objectContaining({ score: expect.any(Number) }) }),
      ]);
    }

    // The job's side finds the candidate by name until they are picked; then among the picks.
    const forJob = (keyword: string) =>
      call(t, 'GET', `/job/recommend-candidate-by-admin?jobId=${open.id}&keyword=${keyword}`, { token: admin.token });
    const before = await forJob('zebedee');
    expect(before.body.choices).toEqual([
      expect.objectContaining({ candidate: expect.objectContaining({ id: chooser.userId }) }),
    ]);
    expect(before.body.picks).toEqual([]);
    await recommendCandidates(open.id, [chooser.userId]);
    const after = await forJob('zebedee');
    expect(after.body.choices).toEqual([]);
    expect(after.body.picks).toEqual([
      expect.objectContaining({
        candidateId: chooser.userId,
        match: expect.objectContaining({ score: expect.any(Number) }),
      }),
    ]);

    // A pick whose job closed stays listed for the office to withdraw, without a match.
    await t.app.db.update(jobs).set({ status: JobStatus.CLOSED }).where(eq(jobs.id, open.id));
    const closedPick = await call(t, 'GET', path, { token: admin.token });
    expect(closedPick.body.picks).toEqual(
      expect.arrayContaining([expect.objectContaining({ jobId: open.id, match: null })]),
    );
  });

  it('offers a candidate without skills or wanted job functions the jobs it may recommend, with an empty search as with a name', async () => {
    const blank = await candidateWithId(t);
    await t.app.db
      .update(candidateProfiles)
      .set({ skills: [], takeableRegions: ['HongKong'] })
      .where(eq(candidateProfiles.userId, blank.userId));
    const yak = await createJob(t, company.companyId, { positionName: 'Yak Settlement Intern', skills: [] });
    const closed = await createJob(t, company.companyId, {
      positionName: 'Yak Closed Intern',
      status: JobStatus.CLOSED,
    });
    const path = `/admin/recommend/jobs-to-candidate/${blank.userId}`;
    for (const query of ['', '?keyword=', '?keyword=harbour']) {
      const res = await call(t, 'GET', `${path}${query}`, { token: admin.token });
      expect(res.status).toBe(200);
      const offered = res.body.choices.map((item: { job: { id: string } }) => item.job.id);
      expect(offered, query).toContain(yak.id);
      expect(offered, query).not.toContain(closed.id);
      expect(res.body.choices.length, query).toBeLessThanOrEqual(RECOMMEND_SUGGESTIONS);
      expect(res.body.choices[0].match, query).toEqual(expect.objectContaining({ score: expect.any(Number) }));
    }
  });
});

describe('choosing for a job without skills', () => {
  it('offers the candidates who can take a job without skills whose function nobody wants, with an empty search', async () => {
    const taker = await candidateWithId(t);
    await t.app.db
      .update(candidateProfiles)
      .set({ skills: [], takeableRegions: ['HongKong'] })
      .where(eq(candidateProfiles.userId, taker.userId));
    const bare = await createJob(t, otherCompany.companyId, {
      positionName: 'Quokka Operations Intern',
      skills: [],
      jobFunction: 'COMPLIANCE',
    });
    const res = await call(t, 'GET', `/job/recommend-candidate-by-admin?jobId=${bare.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const offered = res.body.choices.map((item: { candidate: { id: string } }) => item.candidate.id);
    expect(offered).toContain(taker.userId);
    expect(offered.length).toBeLessThanOrEqual(RECOMMEND_SUGGESTIONS);
  });
});

describe('recommending', () => {
  it('makes one pick per pair however often it is asked, and tells each side once in its language', async () => {
    const job = await createJob(t, company.companyId, { positionName: 'Payments Analyst' });
    const [first, second] = await Promise.all([
      recommendJobs(candidate.userId, [job.id]),
      recommendJobs(candidate.userId, [job.id]),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.picks.length, second.body.picks.length].sort()).toEqual([0, 1]);
    const again = await recommendCandidates(job.id, [candidate.userId], admin.token, 'en');
    expect(again.body).toMatchObject({ picks: [], message: 'Already recommended: nothing has changed.' });

    const rows = await picksOf(job.id, candidate.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recommendedBy: admin.userId, withdrawnAt: null });
    const pick = [...first.body.picks, ...second.body.picks][0];
    expect(pick).toMatchObject({
      id: rows[0]?.id,
      jobId: job.id,
      positionName: 'Payments Analyst',
      companyId: company.companyId,
      candidateId: candidate.userId,
      outcome: 'recommended',
      withdrawnAt: null,
    });

    expect(await notificationsOf(candidate.userId, job.id)).toEqual([
      expect.objectContaining({ type: 'ADMIN_RECOMMENDED_JOB' }),
    ]);
    expect(await notificationsOf(company.userId, job.id)).toEqual([
      expect.objectContaining({ type: 'ADMIN_RECOMMENDED_CANDIDATE' }),
    ]);
    // The candidate reads Traditional Chinese and is led to the job; the company Simplified, to its candidates.
    const candidateEmail = await lastEmailText(t, candidate.email);
    expect(candidateEmail).toContain('計劃管理員向您推薦');
    expect(candidateEmail).toContain(`/candidate/job-detail/${job.id}`);
    const companyEmail = await lastEmailText(t, company.email);
    expect(companyEmail).toContain('计划管理员向您推荐求职者');
    expect(companyEmail).toContain('/company/candidates');

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recommendation.created'), eq(auditLog.entityId, pick.id)));
    expect(audit).toEqual([expect.objectContaining({ actorUserId: admin.userId })]);
    // Both records' trails show it.
    const candidateRecord = await call(t, 'GET', `/admin/candidates/${candidate.userId}`, { token: admin.token });
    const companyRecord = await call(t, 'GET', `/admin/companies/${company.companyId}`, { token: admin.token });
    for (const record of [candidateRecord, companyRecord]) {
      expect(record.body.audit).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: 'recommendation.created', entityId: pick.id })]),
      );
    }
  });

  it('recommends candidates to a job, each told, the company once per candidate', async () => {
    const job = await createJob(t, otherCompany.companyId);
    const res = await recommendCandidates(job.id, [candidate.userId, otherCandidate.userId], admin.token, 'en');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Recommended. The candidate and the company have been told by notification.');
    expect(res.body.picks.map((p: { candidateId: string }) => p.candidateId).sort()).toEqual(
      [candidate.userId, otherCandidate.userId].sort(),
    );
    expect(await notificationsOf(otherCandidate.userId, job.id)).toHaveLength(1);
    expect(await notificationsOf(otherCompany.userId, job.id)).toHaveLength(2);
  });

  it('refuses a job the candidate cannot take, one not open, one applied for or dismissed, naming the field', async () => {
    const gba = await createJob(t, company.companyId, { location: 'GBA' });
    await t.app.db
      .update(candidateProfiles)
      .set({ takeableRegions: ['HongKong'] })
      .where(eq(candidateProfiles.userId, otherCandidate.userId));
    const closed = await createJob(t, company.companyId, { status: JobStatus.CLOSED });
    const pending = await createJob(t, company.companyId, { approvalStatus: 0 });
    const expired = await createJob(t, company.companyId, { expiresOn: '2026-03-01' });
    const applied = await createJob(t, company.companyId);
    await appliedId(t, otherCandidate, applied.id);
    const dismissed = await createJob(t, company.companyId);
    await t.app.db
      .insert(recommendationDismissals)
      .values({ candidateId: otherCandidate.userId, jobId: dismissed.id, createdAt: t.clock.now() });
    const fine = await createJob(t, company.companyId);

    const cases: [string, string][] = [
      [gba.id, 'RECOMMENDATION_NOT_TAKEABLE'],
      [closed.id, 'JOB_NOT_OPEN'],
      [pending.id, 'JOB_NOT_OPEN'],
      [expired.id, 'JOB_NOT_OPEN'],
      [applied.id, 'RECOMMENDATION_ALREADY_APPLIED'],
      [dismissed.id, 'RECOMMENDATION_DISMISSED'],
    ];
    for (const [jobId, code] of cases) {
      // With an acceptable job beside it: one refused pair refuses the call.
      const byCandidate = await recommendJobs(otherCandidate.userId, [fine.id, jobId], admin.token, 'cn');
      expect(byCandidate.status, code).toBe(409);
      expect(byCandidate.body).toMatchObject({ code, field: 'jobIds' });
      expect(byCandidate.body.message).toMatch(/[\u4e00-\u9fff]/);
      const byJob = await recommendCandidates(jobId, [otherCandidate.userId]);
      expect(byJob.body).toMatchObject({ code, field: 'candidateIds' });
    }
    expect(await picksOf(fine.id, otherCandidate.userId)).toHaveLength(0);
    expect(await notificationsOf(otherCandidate.userId, fine.id)).toHaveLength(0);
    await t.app.db
      .update(candidateProfiles)
      .set({ takeableRegions: ['HongKong', 'GBA', 'HongKong & GBA'] })
      .where(eq(candidateProfiles.userId, otherCandidate.userId));
  });
});

describe('withdrawing', () => {
  it('keeps the row, marked by whom and when, audits it, and lets the pair be recommended again', async () => {
    const job = await createJob(t, company.companyId);
    const made = await recommendJobs(candidate.userId, [job.id]);
    const [pick] = made.body.picks;
    t.clock.advance(60_000);
    const res = await withdraw(job.id, [candidate.userId]);
    expect(res.status).toBe(200);
    expect(res.body.picks).toEqual([
      expect.objectContaining({ id: pick.id, withdrawnAt: t.clock.now().toISOString() }),
    ]);
    expect((await withdraw(job.id, [candidate.userId])).status).toBe(404);

    const listed = await call(
      t,
      'GET',
      `/admin/recommend/candidates-to-job-by-company-id/${company.companyId}?jobId=${job.id}`,
      {
        token: admin.token,
      },
    );
    expect(listed.body.items).toEqual([]);

    const again = await recommendJobs(candidate.userId, [job.id]);
    expect(again.body.picks).toHaveLength(1);
    const rows = await picksOf(job.id, candidate.userId);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.withdrawnAt !== null)).toEqual([
      expect.objectContaining({ id: pick.id, withdrawnBy: admin.userId }),
    ]);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recommendation.withdrawn'), eq(auditLog.entityId, pick.id)));
    expect(audit).toHaveLength(1);
  });
});

describe("a company's picks and the funnel", () => {
  it("lists the company's live picks, one job's or all", async () => {
    const third = await signedInCompany(t, { companyName: 'Central Clearing Ltd' });
    const [a, b] = await Promise.all([createJob(t, third.companyId), createJob(t, third.companyId)]);
    await recommendCandidates(a.id, [candidate.userId, otherCandidate.userId]);
    await recommendCandidates(b.id, [candidate.userId]);
    const path = `/admin/recommend/candidates-to-job-by-company-id/${third.companyId}`;
    const all = await call(t, 'GET', path, { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(3);
    const one = await call(t, 'GET', `${path}?jobId=${b.id}`, { token: admin.token });
    expect(one.body.items).toEqual([expect.objectContaining({ jobId: b.id, candidateId: candidate.userId })]);
  });

  it('counts recommended → applied → hired by period and month, and filters the list by outcome', async () => {
    // A fresh app: the counts are this test's alone.
    const own = await startTestApp();
    try {
      let token = (await signedInAdmin(own)).token;
      const firm = await signedInCompany(own);
      const people = await Promise.all([candidateWithId(own), candidateWithId(own), candidateWithId(own)]);
      const march = await createJob(own, firm.companyId);
      const recommend = (jobId: string, candidateIds: string[]) =>
        call(own, 'POST', '/job/recommend-candidate-by-admin', { body: { jobId, candidateIds }, token });
      // March (Hong Kong): three picks; one applied and was hired, one applied, one withdrawn.
      await recommend(
        march.id,
        people.map((p) => p.userId),
      );
      own.clock.advance(60_000);
      const hiredId = await appliedId(own, people[0], march.id);
      await setStage(own, hiredId, Stage.HIRED, Stage.OFFERED);
      await appliedId(own, people[1], march.id);
      await call(own, 'POST', '/job/recommend/delete-recommend-candidates-to-job', {
        body: { jobId: march.id, candidateIds: [people[2].userId] },
        token,
      });
      // April: one more pick, nothing yet.
      own.clock.set(new Date('2026-04-02T02:00:00Z'));
      // A month on, the first session has expired: the office signs in again.
      token = (await signedInAdmin(own)).token;
      const april = await createJob(own, firm.companyId);
      await recommend(april.id, [people[2]?.userId ?? '']);

      const all = await call(own, 'GET', '/admin/recommendations', { token });
      expect(all.status).toBe(200);
      expect(all.body.funnel).toEqual({ recommended: 4, withdrawn: 1, applied: 2, hired: 1 });
      expect(all.body.months).toEqual([
        { month: '2026-04', recommended: 1, withdrawn: 0, applied: 0, hired: 0 },
        { month: '2026-03', recommended: 3, withdrawn: 1, applied: 2, hired: 1 },
      ]);
      expect(all.body.total).toBe(4);

      const inMarch = await call(own, 'GET', '/admin/recommendations?from=2026-03-01&to=2026-03-31&outcome=hired', {
        token,
      });
      expect(inMarch.body.funnel).toEqual({ recommended: 3, withdrawn: 1, applied: 2, hired: 1 });
      expect(inMarch.body.items).toEqual([
        expect.objectContaining({ candidateId: people[0]?.userId, outcome: 'hired' }),
      ]);
      expect(inMarch.body.total).toBe(1);
    } finally {
      await own.close();
    }
  });
});
