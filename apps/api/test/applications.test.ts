// The hiring pipeline: applying, every move of the stage table for each party, who may see what,
// the company's applicant lists and tabs, bulk moves, and what closing or deleting a job does.
import { randomUUID } from 'node:crypto';
import { APPLICATION_MOVES, findMove, STAGE_VALUES, Stage } from '@fis/shared/application-stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applications,
  candidateProfiles,
  interviews,
  media,
  notifications,
} from '../src/db/schema.js';
import { expireJobs } from '../src/modules/jobs/expire-jobs.js';
import {
  appliedId,
  applyTo,
  buildApplication,
  buildInterview,
  candidateWithId,
  insertDocument,
  setStage,
} from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, insertRound, startTestApp, type TestApp } from './helper.js';

const START = new Date('2026-03-02T02:00:00Z'); // 10:00 on 2 March 2026 in Hong Kong

let t: TestApp;
let adminToken: string;
let a: Awaited<ReturnType<typeof signedInCompany>>;
let b: Awaited<ReturnType<typeof signedInCompany>>;
let alice: Awaited<ReturnType<typeof candidateWithId>>;
let bob: Awaited<ReturnType<typeof candidateWithId>>;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signedInAdmin(t)).token;
  a = await signedInCompany(t, { companyName: 'Alpha Pay Ltd' });
  b = await signedInCompany(t, { companyName: 'Beta Wealth Ltd' });
  alice = await candidateWithId(t);
  bob = await candidateWithId(t);
});
beforeEach(() => t.clock.set(START));
afterAll(() => t.close());

const move = (token: string, id: string, body: Record<string, unknown>) =>
  call(t, 'PUT', `/applications/${id}`, { token, body, lang: 'en' });
const detail = (token: string, id: string) => call(t, 'GET', `/applications/${id}`, { token });
const notificationsOf = (userId: string) =>
  t.app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /applications', () => {
  it('answers 401 without a token and 403 to a company or the admin', async () => {
    const job = await createJob(t, a.companyId);
    const body = buildApplication(job.id, randomUUID());
    expect((await call(t, 'POST', '/applications', { body })).status).toBe(401);
    const company = await call(t, 'POST', '/applications', { token: a.token, body });
    expect(company.status).toBe(403);
    expect(company.body.code).toBe('FORBIDDEN');
    expect((await call(t, 'POST', '/applications', { token: adminToken, body })).status).toBe(403);
  });

  it('applies: 201 with the application and the message; history, dates, and the company is told', async () => {
    const job = await createJob(t, a.companyId, { positionName: 'Payments Intern' });
    const supporting = await insertDocument(t, alice.userId, 'supporting_document');
    const res = await applyTo(t, alice, job.id, { documentMediaIds: [supporting.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Application is successfully submitted');
    const app = res.body.application;
    expect(app).toMatchObject({
      stage: 0,
      previousStage: null,
      job: { id: job.id, positionName: 'Payments Intern', companyName: 'Alpha Pay Ltd' },
      contactEmail: 'applicant@example.edu.hk',
      phonePrefix: '+852',
      appliedAt: START.toISOString(),
      stageChangedAt: START.toISOString(),
      history: [{ actor: 'candidate', fromStage: null, toStage: 0, at: START.toISOString() }],
      nextStages: [7],
    });
    expect(app.resume.url).toMatch(/^\/api\/v1\/media\//);
    expect(app.documents.map((d: { id: string }) => d.id)).toEqual([supporting.id]);
    const told = (await notificationsOf(a.userId)).filter((n) => n.applicationId === app.id);
    expect(told.map((n) => n.type)).toEqual(['CANDIDATE_APPLIED_JOB']);
    // The company sees it too, with its own moves.
    const seen = (await detail(a.token, app.id)).body;
    expect(seen.nextStages).toEqual([1, 2]);
    // …and the candidate's account address, to write to them (decision 015).
    expect(seen.candidate.email).toBe(alice.email);
  });

  it('translates the message', async () => {
    const job = await createJob(t, a.companyId);
    const resume = await insertDocument(t, bob.userId);
    const res = await call(t, 'POST', '/applications', {
      token: bob.token,
      body: buildApplication(job.id, resume.id),
      lang: 'zh-HK',
    });
    expect(res.body.message).toBe('申請已成功提交');
  });

  it('refuses a job candidates cannot see (409 JOB_NOT_OPEN): pending, closed, expired, deleted, unknown', async () => {
    const yesterday = new Date(START.getTime() - 86_400_000).toISOString().slice(0, 10);
    const jobs = [
      await createJob(t, a.companyId, { approvalStatus: 0 }),
      await createJob(t, a.companyId, { status: 3 }),
      await createJob(t, a.companyId, { expiresOn: yesterday }),
      await createJob(t, a.companyId, { deletedAt: START }),
    ];
    for (const id of [...jobs.map((j) => j.id), randomUUID()]) {
      const res = await applyTo(t, alice, id);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('JOB_NOT_OPEN');
    }
  });

  it('applies once (409 ALREADY_APPLIED)', async () => {
    const job = await createJob(t, a.companyId);
    expect((await applyTo(t, alice, job.id)).status).toBe(201);
    const again = await applyTo(t, alice, job.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_APPLIED');
  });

  it('refuses each bad field on its field', async () => {
    const job = await createJob(t, a.companyId);
    const own = await insertDocument(t, alice.userId);
    const others = await insertDocument(t, bob.userId);
    const deleted = await insertDocument(t, alice.userId, 'resume', true);
    const image = (
      await t.app.db
        .insert(media)
        .values({
          ownerUserId: alice.userId,
          purpose: 'avatar',
          visibility: 'public',
          mimeType: 'image/png',
          sizeBytes: 1,
          originalName: 'a.png',
          storageKey: `public/${randomUUID()}`,
          createdAt: START,
        })
        .returning()
    )[0];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ resumeMediaId: others.id }, 'resumeMediaId', 'FIELD_INVALID'],
      [{ resumeMediaId: deleted.id }, 'resumeMediaId', 'FIELD_INVALID'],
      [{ resumeMediaId: image?.id }, 'resumeMediaId', 'FIELD_INVALID'],
      [{ resumeMediaId: 'nope' }, 'resumeMediaId', 'FIELD_INVALID'],
      [{ documentMediaIds: [others.id] }, 'documentMediaIds', 'FIELD_INVALID'],
      [{ documentMediaIds: Array.from({ length: 6 }, () => own.id) }, 'documentMediaIds', 'TOO_MANY_ITEMS'],
      [{ phoneNumber: '12' }, 'phoneNumber', 'PHONE_INVALID'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail', 'EMAIL_INVALID'],
      [{ jobId: 'x' }, 'jobId', 'FIELD_INVALID'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await call(t, 'POST', '/applications', {
        token: alice.token,
        body: { ...buildApplication(job.id, own.id), ...overrides },
      });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.field, JSON.stringify(res.body)).toBe(field);
      expect(res.body.code).toBe(code);
    }
    // Nothing was saved on the way.
    const rows = await t.app.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(0);
  });
});

describe('the stage table through PUT /applications/{id}', () => {
  it('lets exactly the moves of the table through, each for its party: 403 for the other, 409 otherwise', async () => {
    const job = await createJob(t, a.companyId);
    const id = await appliedId(t, alice, job.id);
    const outcome = (from: Stage, to: Stage, party: 'company' | 'candidate') => {
      if (party === 'company' && from === Stage.VIEWED) return 404;
      const m = findMove(from, to);
      if (!m || m.actor === 'system' || m.action === 'apply') return 409;
      return m.actor === party ? 200 : 403;
    };
    let allowed = 0;
    for (const from of STAGE_VALUES) {
      for (const to of STAGE_VALUES.filter((s) => s >= 0)) {
        for (const party of ['company', 'candidate'] as const) {
          // A second apart, so that the history keeps the order of the moves.
          t.clock.advance(1000);
          await setStage(t, id, from);
          const token = party === 'company' ? a.token : alice.token;
          const res = await move(token, id, { stage: to, interview: buildInterview(t) });
          const expected = outcome(from, to, party);
          expect(res.status, `${party} ${from} → ${to}: ${JSON.stringify(res.body)}`).toBe(expected);
          if (expected === 409) expect(res.body.code).toBe('STAGE_MOVE_NOT_ALLOWED');
          if (expected === 403) expect(res.body.code).toBe('FORBIDDEN');
          if (expected === 200) {
            allowed++;
            expect(res.body.application).toMatchObject({ stage: to, previousStage: from });
            expect(res.body.application.history.at(-1)).toMatchObject({ actor: party, fromStage: from, toStage: to });
          }
        }
      }
    }
    // 7 company moves and 5 candidate moves; applying (-1 → 0) goes through POST /applications.
    expect(allowed).toBe(APPLICATION_MOVES.filter((m) => m.actor !== 'system' && m.action !== 'apply').length);
    expect(allowed).toBe(12);
  });

  it('needs an interview for a move to interviewing, not in the past, and stores it', async () => {
    const job = await createJob(t, a.companyId, { positionName: 'Risk Intern' });
    const id = await appliedId(t, bob, job.id);
    await setStage(t, id, Stage.SCREENING);
    const missing = await move(a.token, id, { stage: 3 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'FIELD_REQUIRED', field: 'interview' });
    const past = await move(a.token, id, {
      stage: 3,
      interview: buildInterview(t, { startsAt: '2026-03-01T10:00:00+08:00' }),
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'INTERVIEW_IN_PAST', field: 'interview.startsAt' });
    const noPlace = await move(a.token, id, { stage: 3, interview: buildInterview(t, { place: undefined }) });
    expect(noPlace.status).toBe(400);
    const ok = await move(a.token, id, {
      stage: 3,
      interview: buildInterview(t, { startsAt: '2026-03-09T15:30:00+08:00', videoLink: 'https://meet.example.com/x' }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('The application has been moved');
    expect(ok.body.application.interviews).toEqual([
      expect.objectContaining({
        startsAt: '2026-03-09T07:30:00.000Z',
        durationMinutes: 45,
        videoLink: 'https://meet.example.com/x',
      }),
    ]);
    const told = (await notificationsOf(bob.userId)).filter((n) => n.applicationId === id);
    expect(told.map((n) => n.type)).toEqual(['COMPANY_ACCEPTED_APPLICATION']);
    expect(told[0]?.params).toMatchObject({ positionName: 'Risk Intern', interviewAt: '2026-03-09T07:30:00.000Z' });
  });

  it('refuses the second of two moves from the same stage (the stage guard)', async () => {
    const job = await createJob(t, a.companyId);
    const id = await appliedId(t, bob, job.id);
    const [first, second] = await Promise.all([move(a.token, id, { stage: 1 }), move(a.token, id, { stage: 1 })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });

  it('accepting an offer may withdraw the other open applications and decline the other offers, each company told', async () => {
    const carol = await candidateWithId(t);
    const offered = await appliedId(t, carol, (await createJob(t, a.companyId)).id);
    const open = await appliedId(t, carol, (await createJob(t, b.companyId, { positionName: 'Wealth Intern' })).id);
    const interviewing = await appliedId(t, carol, (await createJob(t, b.companyId)).id);
    const otherOffer = await appliedId(t, carol, (await createJob(t, b.companyId)).id);
    await setStage(t, offered, Stage.OFFERED, Stage.SCREENING);
    await setStage(t, interviewing, Stage.INTERVIEWING, Stage.SCREENING);
    await setStage(t, otherOffer, Stage.OFFERED, Stage.SCREENING);

    expect((await move(a.token, offered, { stage: 6 })).status).toBe(403);
    const res = await move(carol.token, offered, { stage: 6, withdrawOthers: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You have accepted the offer. Congratulations!');
    const stageOf = async (id: string) => (await detail(carol.token, id)).body.stage;
    expect(await stageOf(offered)).toBe(6);
    expect(await stageOf(open)).toBe(7);
    expect(await stageOf(interviewing)).toBe(7);
    expect(await stageOf(otherOffer)).toBe(7);
    const toB = (await notificationsOf(b.userId)).filter((n) =>
      [open, interviewing, otherOffer].includes(n.applicationId ?? ''),
    );
    expect(toB.filter((n) => n.type === 'CANDIDATE_DECLINED_APPLICATION')).toHaveLength(2);
    expect(toB.filter((n) => n.type === 'CANDIDATE_REJECTED_OFFER').map((n) => n.applicationId)).toEqual([otherOffer]);
    const toA = (await notificationsOf(a.userId)).filter((n) => n.applicationId === offered);
    expect(toA.map((n) => n.type)).toContain('CANDIDATE_ACCEPTED_OFFER');
  });
});

describe('who sees what', () => {
  it("hides an application from another company, another candidate and a company's view of -1 rows (404)", async () => {
    const job = await createJob(t, a.companyId);
    const id = await appliedId(t, bob, job.id);
    for (const token of [b.token, alice.token]) {
      expect((await detail(token, id)).status).toBe(404);
    }
    expect((await move(b.token, id, { stage: 1 })).status).toBe(404);
    expect((await move(alice.token, id, { stage: 7 })).status).toBe(404);
    expect((await move(a.token, randomUUID(), { stage: 1 })).status).toBe(404);
    const bulk = await call(t, 'POST', '/applications/hiring-company/move', {
      token: b.token,
      body: { ids: [id], stage: 1 },
    });
    expect(bulk.body.refused).toEqual([expect.objectContaining({ id, code: 'NOT_FOUND' })]);
    expect((await call(t, 'GET', `/applications/jobs/${job.id}`, { token: b.token })).status).toBe(404);
    const list = await call(t, 'GET', '/applications/hiring-company/candidates', { token: b.token });
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
    // The admin sees it, with no moves of its own.
    const admin = await detail(adminToken, id);
    expect(admin.status).toBe(200);
    expect(admin.body.nextStages).toEqual([]);

    await setStage(t, id, Stage.VIEWED);
    expect((await detail(a.token, id)).status).toBe(404);
    expect((await detail(bob.token, id)).body.nextStages).toEqual([0]);
  });

  it("a job's page shown writes a viewed row, reading the job none; the applied flag comes only with applying", async () => {
    const dave = await candidateWithId(t);
    const job = await createJob(t, a.companyId);
    const read = await call(t, 'GET', `/job/${job.id}`, { token: dave.token });
    expect(read.body.applied).toBe(false);
    const ofDave = and(eq(applications.jobId, job.id), eq(applications.candidateId, dave.userId));
    expect(await t.app.db.select().from(applications).where(ofDave)).toEqual([]);
    expect((await call(t, 'POST', `/job/view/${job.id}`, { token: dave.token })).body).toEqual({ viewCount: 1 });
    const [viewed] = await t.app.db.select().from(applications).where(ofDave);
    expect(viewed).toMatchObject({ stage: -1, appliedAt: null });
    expect((await call(t, 'GET', `/job/${job.id}`, { token: dave.token })).body.applied).toBe(false);
    // A viewed job is not an application: it is listed apart, in the "viewed" view only.
    const mine = await call(t, 'GET', '/applications/candidate/applications', { token: dave.token });
    expect(mine.body).toMatchObject({ items: [], total: 0 });
    const seen = await call(t, 'GET', '/applications/candidate/applications?view=viewed', { token: dave.token });
    expect(seen.body).toMatchObject({ items: [expect.objectContaining({ id: viewed?.id, stage: -1 })], total: 1 });
    // The company never sees it.
    const list = await call(t, 'GET', `/applications/jobs/${job.id}`, { token: a.token });
    expect(list.body.total).toBe(0);

    const res = await applyTo(t, dave, job.id);
    expect(res.status).toBe(201);
    expect(res.body.application).toMatchObject({ id: viewed?.id, stage: 0 });
    expect((await call(t, 'GET', `/job/${job.id}`, { token: dave.token })).body.applied).toBe(true);
    expect((await call(t, 'GET', `/job/${job.id}`, { token: a.token })).status).toBe(200);
  });

  it('an application starts at New: the viewed state is in no history, previous stage or list (issue 10)', async () => {
    const erin = await candidateWithId(t);
    const job = await createJob(t, a.companyId);
    await call(t, 'GET', `/job/${job.id}`, { token: erin.token });
    const applied = await applyTo(t, erin, job.id);
    expect(applied.status).toBe(201);
    const id = applied.body.application.id as string;
    const start = [{ actor: 'candidate', fromStage: null, toStage: 0, at: START.toISOString() }];
    for (const token of [a.token, erin.token, adminToken]) {
      const res = await detail(token, id);
      expect(res.body).toMatchObject({ stage: 0, previousStage: null, history: start });
    }
    const listed = await call(t, 'GET', `/applications/jobs/${job.id}`, { token: a.token });
    expect(listed.body.items).toEqual([expect.objectContaining({ id, previousStage: null })]);
    const [row] = await t.app.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    expect(row?.fromStage).toBeNull();
  });
});

describe('the job ends', () => {
  it('closing a job moves its open applications to 8, deleting moves them to 9, with history and notices', async () => {
    const job = await createJob(t, a.companyId, { positionName: 'Closing Intern' });
    const ids = [await appliedId(t, alice, job.id), await appliedId(t, bob, job.id)];
    const erin = await candidateWithId(t);
    const hired = await appliedId(t, erin, job.id);
    await setStage(t, ids[1] as string, Stage.OFFERED, Stage.SCREENING);
    await setStage(t, hired, Stage.HIRED, Stage.OFFERED);

    expect((await call(t, 'PUT', `/job/update/status/${job.id}`, { token: a.token, body: { status: 3 } })).status).toBe(
      200,
    );
    expect((await detail(alice.token, ids[0] as string)).body).toMatchObject({ stage: 8, previousStage: 0 });
    const closed = await detail(bob.token, ids[1] as string);
    expect(closed.body).toMatchObject({ stage: 8, previousStage: 5 });
    expect(closed.body.history.at(-1)).toMatchObject({ actor: 'system', fromStage: 5, toStage: 8 });
    expect((await detail(erin.token, hired)).body.stage).toBe(6);
    expect((await notificationsOf(bob.userId)).filter((n) => n.jobId === job.id).map((n) => n.type)).toContain(
      'COMPANY_CLOSED_JOB',
    );

    const deletion = { token: adminToken, body: { reason: 'The company asked the office to remove it.' } };
    expect((await call(t, 'DELETE', `/admin/jobs/${job.id}`, deletion)).status).toBe(200);
    const deleted = await detail(bob.token, ids[1] as string);
    expect(deleted.body.stage).toBe(9);
    // Stage 5 was set straight in the table: the history has the apply, the closing and the deletion.
    expect(deleted.body.history.map((h: { toStage: number }) => h.toStage)).toEqual([0, 8, 9]);
    expect((await detail(erin.token, hired)).body.stage).toBe(6);
    const bobTold = (await notificationsOf(bob.userId)).filter((n) => n.jobId === job.id).map((n) => n.type);
    expect(bobTold).toContain('ADMIN_DELETED_JOB_FOR_CANDIDATE');
    const companyTold = (await notificationsOf(a.userId)).filter((n) => n.jobId === job.id).map((n) => n.type);
    expect(companyTold).toContain('ADMIN_DELETED_JOB_FOR_COMPANY');
    const events = await t.app.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, hired));
    expect(events.map((e) => e.toStage)).toEqual([0]);
  });

  it('expiry ends nothing but tells the company and the candidates in the running', async () => {
    const job = await createJob(t, b.companyId, { positionName: 'Expiring Intern', expiresOn: '2026-03-02' });
    const id = await appliedId(t, alice, job.id);
    t.clock.set(new Date('2026-03-03T01:00:00Z'));
    expect(await expireJobs(t.app.services)).toContain(job.id);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.stage).toBe(0);
    expect((await notificationsOf(alice.userId)).filter((n) => n.jobId === job.id).map((n) => n.type)).toEqual([
      'JOB_EXPIRED',
    ]);
    expect((await notificationsOf(b.userId)).filter((n) => n.jobId === job.id).map((n) => n.type)).toContain(
      'JOB_EXPIRED',
    );
  });
});

describe('applicant lists, tabs and bulk moves', () => {
  it('lists a job’s applicants by tab and name, newest stage change first, with every tab counted', async () => {
    const hiring = await signedInCompany(t, { companyName: 'Gamma Ltd' });
    const job = await createJob(t, hiring.companyId);
    const other = await createJob(t, hiring.companyId);
    const stages: [Stage, Stage | null][] = [
      [0, null],
      [1, 0],
      [3, 1],
      [5, 3],
      [6, 5],
      [7, 5],
      [7, 1],
      [2, 1],
      [8, 1],
    ];
    const ids: string[] = [];
    const candidateIds: string[] = [];
    const emails = new Map<string, string>();
    for (const [i, [stage, previous]] of stages.entries()) {
      const candidate = await candidateWithId(t);
      candidateIds.push(candidate.userId);
      emails.set(candidate.userId, candidate.email);
      const id = await appliedId(t, candidate, job.id);
      t.clock.set(new Date(START.getTime() + i * 60_000));
      await setStage(t, id, stage, previous);
      ids.push(id);
    }
    await appliedId(t, alice, other.id);
    const list = (query: string) => call(t, 'GET', `/applications/jobs/${job.id}?${query}`, { token: hiring.token });
    const all = await list('');
    expect(all.status).toBe(200);
    // Each row carries the candidate's account address, which "Write a message" writes to.
    for (const item of all.body.items as { candidate: { id: string; email: string } }[]) {
      expect(item.candidate.email).toBe(emails.get(item.candidate.id));
    }
    expect(all.body.total).toBe(9);
    expect(all.body.items.map((i: { id: string }) => i.id)).toEqual([...ids].reverse());
    expect(all.body.tabCounts).toEqual({
      all: 9,
      screening: 2,
      interviewing: 1,
      hired: 1,
      offers: 1,
      offerRejected: 1,
      declined: 1,
    });
    expect((await list('tab=offerRejected')).body.items.map((i: { id: string }) => i.id)).toEqual([ids[5]]);
    expect((await list('tab=declined')).body.items.map((i: { id: string }) => i.id)).toEqual([ids[6]]);
    expect((await list('tab=screening&take=1&page=2')).body).toMatchObject({ total: 2, items: [{ id: ids[0] }] });
    expect((await list('tab=nope')).status).toBe(400);
    const everyJob = await call(t, 'GET', '/applications/hiring-company/candidates', { token: hiring.token });
    expect(everyJob.body.tabCounts.all).toBe(10);
    const keyword = await call(t, 'GET', '/applications/hiring-company/candidates?keyword=%E9%99%B3%E5%B0%8F', {
      token: hiring.token,
    });
    expect(keyword.body.total).toBe(10); // 陳小 is every test candidate's Chinese name
    const none = await call(t, 'GET', '/applications/hiring-company/candidates?keyword=%25', { token: hiring.token });
    expect(none.body.total).toBe(0);
    // English names match in any case, and a renamed candidate is found by the new name at once.
    const byName = (keyword: string) =>
      call(t, 'GET', `/applications/hiring-company/candidates?keyword=${encodeURIComponent(keyword)}`, {
        token: hiring.token,
      });
    expect((await byName('CHAN SIU')).body.total).toBe(10);
    await t.app.db
      .update(candidateProfiles)
      .set({ englishName: 'Renamed Kwok', chineseName: '郭美玲' })
      .where(eq(candidateProfiles.userId, candidateIds[0] ?? ''));
    expect((await byName('renamed kwok')).body.items.map((i: { candidate: { id: string } }) => i.candidate.id)).toEqual(
      [candidateIds[0]],
    );
    expect((await byName('郭美玲')).body.total).toBe(1);
    expect((await byName('CHAN SIU')).body.total).toBe(9);
    const admin = await call(t, 'GET', `/applications/hiring-company/candidates?jobId=${job.id}`, {
      token: adminToken,
    });
    expect(admin.body.total).toBe(9);
    expect((await call(t, 'GET', '/applications/hiring-company/candidates', { token: alice.token })).status).toBe(403);
  });

  it('moves several applicants at once, listing those it could not move', async () => {
    const job = await createJob(t, a.companyId);
    const fresh = [
      await appliedId(t, await candidateWithId(t), job.id),
      await appliedId(t, await candidateWithId(t), job.id),
    ];
    const screened = await appliedId(t, await candidateWithId(t), job.id);
    await setStage(t, screened, Stage.SCREENING, Stage.NEW);
    const foreign = await appliedId(t, await candidateWithId(t), (await createJob(t, b.companyId)).id);
    const res = await call(t, 'POST', '/applications/hiring-company/move', {
      token: a.token,
      body: { ids: [...fresh, screened, foreign], stage: 1 },
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.moved).toEqual(fresh);
    expect(res.body.refused).toEqual([
      { id: screened, code: 'STAGE_MOVE_NOT_ALLOWED', message: expect.any(String) },
      { id: foreign, code: 'NOT_FOUND', message: expect.any(String) },
    ]);
    expect(res.body.message).toBe('2 applicant(s) moved');
    const toInterview = await call(t, 'POST', '/applications/hiring-company/move', {
      token: a.token,
      body: { ids: fresh, stage: 3 },
    });
    expect(toInterview.body.code).toBe('FIELD_REQUIRED');
    expect(
      (
        await call(t, 'POST', '/applications/hiring-company/move', {
          token: alice.token,
          body: { ids: fresh, stage: 7 },
        })
      ).status,
    ).toBe(403);
    const rounds = await t.app.db
      .select()
      .from(interviews)
      .where(eq(interviews.applicationId, fresh[0] as string));
    expect(rounds).toHaveLength(0);
  });

  it("lists the candidate's own applications, and the offers view", async () => {
    const fay = await candidateWithId(t);
    const first = await appliedId(t, fay, (await createJob(t, a.companyId)).id);
    t.clock.set(new Date(START.getTime() + 60_000));
    const second = await appliedId(t, fay, (await createJob(t, b.companyId)).id);
    const third = await appliedId(t, fay, (await createJob(t, b.companyId)).id);
    t.clock.set(new Date(START.getTime() + 120_000));
    await setStage(t, third, Stage.DECLINED, Stage.OFFERED);
    const all = await call(t, 'GET', '/applications/candidate/applications', { token: fay.token });
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((i: { id: string }) => i.id)).toEqual([third, second, first]);
    const offers = await call(t, 'GET', '/applications/candidate/applications?view=offers', { token: fay.token });
    expect(offers.body.items.map((i: { id: string }) => i.id)).toEqual([third]);
    expect((await call(t, 'GET', '/applications/candidate/applications', { token: a.token })).status).toBe(403);
  });

  it('says of each viewed job whether applying would pass the eligibility rules, so Apply is offered only there', async () => {
    const hana = await candidateWithId(t);
    const hongKong = await createJob(t, a.companyId, { positionName: 'Takeable Intern' });
    const gba = await createJob(t, a.companyId, { positionName: 'Shenzhen Intern', location: 'GBA' });
    for (const job of [hongKong, gba]) await call(t, 'POST', `/job/view/${job.id}`, { token: hana.token });
    const seen = await call(t, 'GET', '/applications/candidate/applications?view=viewed', { token: hana.token });
    const canApply = Object.fromEntries(
      seen.body.items.map((item: { job: { id: string }; canApply: boolean | null }) => [item.job.id, item.canApply]),
    );
    // The factories' candidate is a mainland student studying in Hong Kong: GBA mainland positions are not for them.
    expect(canApply).toEqual({ [hongKong.id]: true, [gba.id]: false });
    expect((await applyTo(t, hana, gba.id)).body.code).toBe('NOT_ELIGIBLE');
    expect((await applyTo(t, hana, hongKong.id)).status).toBe(201);
    const all = await call(t, 'GET', '/applications/candidate/applications', { token: hana.token });
    expect(all.body.items.map((item: { canApply: boolean | null }) => item.canApply)).toEqual([null]);
  });

  it('says of a viewed job whose round takes no applications today that applying cannot succeed, with its round', async () => {
    const ida = await candidateWithId(t);
    const round = (nameEn: string, applicationStart: string, applicationEnd: string) =>
      insertRound(t.app.db, { nameEn, applicationStart, applicationEnd });
    // The test round runs to 2027-03-02; the clock is on 2026-03-02.
    const later = await round('Later round', '2027-06-01', '2027-07-31');
    const earlier = await round('Earlier round', '2024-01-01', '2024-02-28');
    const open = await createJob(t, a.companyId, { positionName: 'Open Round Intern' });
    const upcoming = await createJob(t, a.companyId, { positionName: 'Later Intern', roundId: later });
    const ended = await createJob(t, a.companyId, { positionName: 'Earlier Intern', roundId: earlier });
    for (const job of [open, upcoming, ended]) await call(t, 'POST', `/job/view/${job.id}`, { token: ida.token });

    const seen = await call(t, 'GET', '/applications/candidate/applications?view=viewed', { token: ida.token });
    const row = (id: string) => seen.body.items.find((item: { job: { id: string } }) => item.job.id === id);
    expect(row(open.id)).toMatchObject({ canApply: true, round: { phase: 'open', nameEn: 'Test round' } });
    expect(row(upcoming.id)).toMatchObject({
      canApply: false,
      round: { id: later, phase: 'upcoming', applicationStart: '2027-06-01', applicationEnd: '2027-07-31' },
    });
    expect(row(ended.id)).toMatchObject({ canApply: false, round: { id: earlier, phase: 'ended' } });
    // As apply answers them.
    expect((await applyTo(t, ida, upcoming.id)).body.code).toBe('APPLICATION_PERIOD_NOT_OPEN');
    expect((await applyTo(t, ida, ended.id)).body.code).toBe('APPLICATION_PERIOD_ENDED');
    expect((await applyTo(t, ida, open.id)).status).toBe(201);
    // An application's row carries neither.
    const all = await call(t, 'GET', '/applications/candidate/applications', { token: ida.token });
    expect(all.body.items.map((item: { canApply: unknown; round: unknown }) => [item.canApply, item.round])).toEqual([
      [null, null],
    ]);
  });

  it('counts and lists what the dashboard counts: viewed jobs apart, those no longer open left out (issue 10)', async () => {
    const gus = await candidateWithId(t);
    const applied = [
      await appliedId(t, gus, (await createJob(t, a.companyId)).id),
      await appliedId(t, gus, (await createJob(t, b.companyId)).id),
    ];
    const opened = await createJob(t, a.companyId, { positionName: 'Opened Intern' });
    const gone = await createJob(t, a.companyId, { positionName: 'Gone Intern' });
    for (const job of [opened, gone]) await call(t, 'POST', `/job/view/${job.id}`, { token: gus.token });
    await call(t, 'PUT', `/job/update/status/${gone.id}`, { token: a.token, body: { status: 3 } });

    const dashboard = await call(t, 'GET', '/applications/candidate/statistics', { token: gus.token });
    const all = await call(t, 'GET', '/applications/candidate/applications', { token: gus.token });
    expect(dashboard.body.counts.applications).toBe(2);
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((i: { id: string }) => i.id).sort()).toEqual([...applied].sort());
    // Viewed jobs a candidate may still apply to, apart; a job closed since is not offered again.
    const viewed = await call(t, 'GET', '/applications/candidate/applications?view=viewed', { token: gus.token });
    expect(viewed.body.total).toBe(1);
    expect(viewed.body.items).toEqual([
      expect.objectContaining({ stage: -1, appliedAt: null, job: expect.objectContaining({ id: opened.id }) }),
    ]);
    const bad = await call(t, 'GET', '/applications/candidate/applications?view=seen', { token: gus.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'FIELD_INVALID', field: 'view' });
  });
});
