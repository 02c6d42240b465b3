// Funded places (docs/decisions/040): the office grants a company places per side of a round and
// sets the round's total; an offer holds a place, a declined offer frees it, an accepted one takes
// it, and so does a job closed or deleted with the offer; the last place taken ends the round early,
// closing its jobs; two accepts racing for the last place leave one taken; and the fill board's
// figures against counts made by hand.
import { Stage } from '@fis/shared/application-stages';
import { ApprovalStatus, Residency } from '@fis/shared/enums';
import { JobStatus } from '@fis/shared/job-enums';
import { placeLeftForOffer } from '@fis/shared/place-sides';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applications,
  companies,
  jobs,
  notifications,
  schemeRounds,
  users,
} from '../src/db/schema.js';
import { appliedId, applyTo, candidateWithId, setStage } from './application-factories.js';
import { buildJob, signedInCompany } from './company-job-factories.js';
import {
  createJob,
  emailsTo,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  userIdOf,
} from './factories.js';
import { call, startTestApp, TEST_ROUND_ID, type TestApp } from './helper.js';
import { connectSocket } from './realtime-client.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const board = async () => (await call(t, 'GET', `/admin/rounds/${TEST_ROUND_ID}/places`, { token: admin.token })).body;
const grant = (companyId: string, side: string, granted: number) =>
  call(t, 'PUT', `/admin/rounds/${TEST_ROUND_ID}/places`, { token: admin.token, body: { companyId, side, granted } });
const setTotal = (totalPlaces: number | null) =>
  t.app.db.update(schemeRounds).set({ totalPlaces }).where(eq(schemeRounds.id, TEST_ROUND_ID));
const move = (token: string, id: string, stage: Stage, lang = 'en') =>
  call(t, 'PUT', `/applications/${id}`, { token, body: { stage }, lang });

/**
 * A candidate's application to the job, screened, ready for an offer: a Hong Kong student for a
 * GBA mainland job, a mainland student for a Hong Kong one, as the eligibility rules want.
 */
async function screened(jobId: string, side: 'HongKong' | 'GBA' = 'HongKong') {
  const input = await registerVerifiedCandidate(t, side === 'GBA' ? { residentType: Residency.HK_PERMANENT } : {});
  const candidate = { token: await signInCandidate(t, input.email), userId: await userIdOf(t, input.email) };
  const id = await appliedId(t, candidate, jobId);
  await setStage(t, id, Stage.SCREENING, Stage.NEW);
  return { candidate, id };
}

describe('who may see and grant places', () => {
  it('is the office for the board and the grants; a company reads its own summary only', async () => {
    const company = await signedInCompany(t);
    const candidate = await candidateWithId(t);
    for (const token of [undefined, company.token, candidate.token]) {
      const body = { companyId: company.companyId, side: 'HongKong', granted: 9 };
      expect([401, 403]).toContain((await call(t, 'GET', `/admin/rounds/${TEST_ROUND_ID}/places`, { token })).status);
      expect([401, 403]).toContain(
        (await call(t, 'PUT', `/admin/rounds/${TEST_ROUND_ID}/places`, { token, body })).status,
      );
    }
    expect((await call(t, 'GET', '/company/places', { token: candidate.token })).status).toBe(403);
    expect((await call(t, 'GET', '/company/places', { token: admin.token })).status).toBe(403);
    const bad = await call(t, 'PUT', `/admin/rounds/${TEST_ROUND_ID}/places`, {
      token: admin.token,
      body: { companyId: company.companyId, side: 'Macao', granted: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['granted', 'side']);
    const unknownRound = await call(t, 'GET', '/admin/rounds/00000000-0000-4000-8000-000000000000/places', {
      token: admin.token,
    });
    expect(unknownRound.status).toBe(404);
  });

  it("names each company on the board as a reader of the board's language knows it, in its script", async () => {
    const company = await signedInCompany(t, { companyName: 'Harbour Board Ltd' });
    await t.app.db.update(companies).set({ nameZh: '港灣財富管理' }).where(eq(companies.id, company.companyId));
    await grant(company.companyId, 'GBA', 1);
    const nameOn = async (lang: string) =>
      (await call(t, 'GET', `/admin/rounds/${TEST_ROUND_ID}/places`, { token: admin.token, lang })).body.companies.find(
        (c: { companyId: string }) => c.companyId === company.companyId,
      )?.companyName;
    expect(await nameOn('zh')).toBe('港灣財富管理');
    expect(await nameOn('cn')).toBe('港湾财富管理');
    expect(await nameOn('en')).not.toBe('港灣財富管理');
    await grant(company.companyId, 'GBA', 0);
  });

  it('grants places only to a company the office approved, and lets a grant be taken back', async () => {
    const pending = await signedInCompany(t);
    await t.app.db
      .update(companies)
      .set({ approvalStatus: ApprovalStatus.PENDING })
      .where(eq(companies.id, pending.companyId));
    const refused = await grant(pending.companyId, 'HongKong', 2);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'FIELD_INVALID', field: 'companyId' });
    expect((await grant(pending.companyId, 'HongKong', 0)).status).toBe(200);
  });
});

describe('offers and places', () => {
  it('holds a place with an offer, refuses the next when all are held, frees it when the offer is declined', async () => {
    await setTotal(10);
    const company = await signedInCompany(t);
    const hkJob = await createJob(t, company.companyId, { positionName: 'HK Intern' });
    const szJob = await createJob(t, company.companyId, { positionName: 'SZ Intern', location: 'GBA', city: 4 });
    await grant(company.companyId, 'HongKong', 1);

    const first = await screened(hkJob.id);
    const second = await screened(hkJob.id);
    const gba = await screened(szJob.id, 'GBA');
    expect((await move(company.token, first.id, Stage.OFFERED)).status).toBe(200);

    const refused = await move(company.token, second.id, Stage.OFFERED);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NO_PLACES_LEFT');
    expect(refused.body.message).toContain('Hong Kong positions in Test round');
    // No place granted on the GBA side at all.
    const noGrant = await move(company.token, gba.id, Stage.OFFERED, 'zh');
    expect(noGrant.body.code).toBe('NO_PLACES_LEFT');
    expect(noGrant.body.message).toContain('大灣區內地');

    const own = (await call(t, 'GET', '/company/places', { token: company.token })).body;
    expect(own.sides).toEqual([expect.objectContaining({ side: 'HongKong', granted: 1, held: 1, taken: 0, left: 0 })]);

    expect((await move(first.candidate.token, first.id, Stage.DECLINED)).status).toBe(200);
    expect((await move(company.token, second.id, Stage.OFFERED)).status).toBe(200);
    // The office grants more: the next offer goes through.
    await grant(company.companyId, 'GBA', 1);
    expect((await move(company.token, gba.id, Stage.OFFERED)).status).toBe(200);
  });

  it('answers the company’s places in a job’s round, which say beforehand whether an offer can succeed', async () => {
    await setTotal(10);
    const company = await signedInCompany(t);
    const hkJob = await createJob(t, company.companyId);
    await grant(company.companyId, 'HongKong', 1);
    const own = async (query = `?roundId=${TEST_ROUND_ID}`) =>
      (await call(t, 'GET', `/company/places${query}`, { token: company.token })).body;

    const bad = await call(t, 'GET', '/company/places?roundId=nope', { token: company.token, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['roundId']);
    const unknown = await call(t, 'GET', '/company/places?roundId=00000000-0000-4000-8000-000000000000', {
      token: company.token,
    });
    expect(unknown.status).toBe(404);

    const first = await screened(hkJob.id);
    const second = await screened(hkJob.id);
    expect(placeLeftForOffer(await own(), 1)).toBe(true);
    // No grant on the GBA mainland side: no offer there, as the API refuses it.
    expect(placeLeftForOffer(await own(), 4)).toBe(false);
    expect((await move(company.token, first.id, Stage.OFFERED)).status).toBe(200);
    const full = await own();
    expect(full).toMatchObject({ roundId: TEST_ROUND_ID, countsPlaces: true });
    expect(full.sides).toEqual([expect.objectContaining({ side: 'HongKong', granted: 1, held: 1, left: 0 })]);
    expect(placeLeftForOffer(full, 1)).toBe(false);
    expect((await move(company.token, second.id, Stage.OFFERED)).body.code).toBe('NO_PLACES_LEFT');
    // The current round is the one asked about when none is named; after its period, when offers
    // are still answered, the last round opened in which the company has a grant.
    expect(await own('')).toEqual(full);
    await t.app.db.update(schemeRounds).set({ applicationEnd: '2026-03-01' }).where(eq(schemeRounds.id, TEST_ROUND_ID));
    try {
      expect(await own('')).toEqual(full);
    } finally {
      await t.app.db
        .update(schemeRounds)
        .set({ applicationEnd: '2027-03-02' })
        .where(eq(schemeRounds.id, TEST_ROUND_ID));
    }

    expect((await move(first.candidate.token, first.id, Stage.DECLINED)).status).toBe(200);
    expect(placeLeftForOffer(await own(), 1)).toBe(true);
    await setTotal(null);
    expect(await own()).toEqual({ roundId: TEST_ROUND_ID, countsPlaces: false, sides: [] });
    expect(placeLeftForOffer(await own(), 4)).toBe(true);
    await setTotal(10);
  });

  it('limits nothing in a round that counts no places', async () => {
    await setTotal(null);
    const company = await signedInCompany(t);
    const job = await createJob(t, company.companyId);
    const { id } = await screened(job.id);
    expect((await move(company.token, id, Stage.OFFERED)).status).toBe(200);
    await setTotal(10);
  });
});

describe('the fill board', () => {
  it('counts granted, held, taken and left by company, side and city, as counted by hand', async () => {
    const a = await signedInCompany(t, { companyName: 'Board A Ltd' });
    const b = await signedInCompany(t, { companyName: 'Board B Ltd' });
    const aHk = await createJob(t, a.companyId);
    const aGz = await createJob(t, a.companyId, { location: 'GBA', city: 3 });
    const aSz = await createJob(t, a.companyId, { location: 'GBA', city: 4 });
    await grant(a.companyId, 'HongKong', 3);
    await grant(a.companyId, 'GBA', 4);
    await grant(b.companyId, 'GBA', 2);
    // A: Hong Kong 1 held, 1 taken; Guangzhou 1 taken; Shenzhen 1 held. B: nothing used.
    const offer = async (jobId: string, side: 'HongKong' | 'GBA' = 'HongKong') => {
      const s = await screened(jobId, side);
      expect((await move(a.token, s.id, Stage.OFFERED)).status).toBe(200);
      return s;
    };
    await offer(aHk.id);
    const hired = await offer(aHk.id);
    expect((await move(hired.candidate.token, hired.id, Stage.HIRED)).status).toBe(200);
    const gz = await offer(aGz.id, 'GBA');
    expect((await move(gz.candidate.token, gz.id, Stage.HIRED)).status).toBe(200);
    await offer(aSz.id, 'GBA');

    const figures = await board();
    const row = (companyId: string, side: string) =>
      figures.companies.find((c: { companyId: string; side: string }) => c.companyId === companyId && c.side === side);
    expect(row(a.companyId, 'HongKong')).toMatchObject({ granted: 3, held: 1, taken: 1, left: 1 });
    expect(row(a.companyId, 'HongKong').cities).toEqual([{ city: 1, held: 1, taken: 1 }]);
    expect(row(a.companyId, 'GBA')).toMatchObject({ granted: 4, held: 1, taken: 1, left: 2 });
    expect(row(a.companyId, 'GBA').cities).toEqual([
      { city: 3, held: 0, taken: 1 },
      { city: 4, held: 1, taken: 0 },
    ]);
    expect(row(b.companyId, 'GBA')).toMatchObject({ granted: 2, held: 0, taken: 0, left: 2, cities: [] });
    // The round's figures are the sum of every company's, those of the tests before included.
    const sum = (key: 'granted' | 'held' | 'taken') =>
      figures.companies.reduce((n: number, c: Record<string, number>) => n + (c[key] ?? 0), 0);
    expect(figures.round).toMatchObject({ granted: sum('granted'), held: sum('held'), taken: sum('taken') });
    expect(figures.totalPlaces).toBe(10);
    expect((await call(t, 'GET', '/rounds')).body.placesLeft).toBe(10 - figures.round.taken);
  });
});

describe('an offer ended with its job', () => {
  it('frees its place when the company closes or deletes the job, and the office and the company are told live', async () => {
    await setTotal(10);
    const company = await signedInCompany(t);
    const closing = await createJob(t, company.companyId, { positionName: 'Closing' });
    const deleting = await createJob(t, company.companyId, { positionName: 'Deleting' });
    await grant(company.companyId, 'HongKong', 1);
    const first = await screened(closing.id);
    const second = await screened(deleting.id);
    expect((await move(company.token, first.id, Stage.OFFERED)).status).toBe(200);
    expect((await move(company.token, second.id, Stage.OFFERED)).body.code).toBe('NO_PLACES_LEFT');
    const held = async () =>
      (await call(t, 'GET', '/company/places', { token: company.token })).body.sides[0]?.held as number;

    const companySocket = await connectSocket(t, { token: company.token });
    const adminSocket = await connectSocket(t, { token: admin.token });
    try {
      const closed = await call(t, 'PUT', `/job/update/status/${closing.id}`, {
        token: company.token,
        body: { status: JobStatus.CLOSED },
      });
      expect(closed.status).toBe(200);
      expect(await companySocket.next('places:changed')).toEqual({ roundId: TEST_ROUND_ID });
      expect(await adminSocket.next('places:changed')).toEqual({ roundId: TEST_ROUND_ID });
      expect(await held()).toBe(0);

      // The freed place takes the next offer; deleting that job frees it again, as told.
      expect((await move(company.token, second.id, Stage.OFFERED)).status).toBe(200);
      expect(await held()).toBe(1);
      companySocket.events.length = 0;
      adminSocket.events.length = 0;
      expect((await call(t, 'DELETE', `/job/${deleting.id}`, { token: company.token })).status).toBe(200);
      expect(await companySocket.next('places:changed')).toEqual({ roundId: TEST_ROUND_ID });
      expect(await adminSocket.next('places:changed')).toEqual({ roundId: TEST_ROUND_ID });
      expect(await held()).toBe(0);
    } finally {
      companySocket.socket.close();
      adminSocket.socket.close();
    }
  });
});

describe('the last place', () => {
  it('goes to one of two accepts made at once, and ends the round: its open jobs close, their applications end', async () => {
    const taken = (await board()).round.taken as number;
    await setTotal(taken + 1);
    const company = await signedInCompany(t);
    const job = await createJob(t, company.companyId);
    const other = await createJob(t, company.companyId, { positionName: 'Still open' });
    await grant(company.companyId, 'HongKong', 5);
    const one = await screened(job.id);
    const two = await screened(job.id);
    const waiting = await screened(other.id);
    // Another company with one job in the round, which wants no emails; the first reads its emails in zh.
    const lone = await signedInCompany(t);
    await createJob(t, lone.companyId, { positionName: 'Lone job' });
    await t.app.db.update(users).set({ emailNotification: false }).where(eq(users.id, lone.userId));
    await t.app.db.update(users).set({ emailLanguage: 'zh' }).where(eq(users.id, company.userId));
    expect((await move(company.token, one.id, Stage.OFFERED)).status).toBe(200);
    expect((await move(company.token, two.id, Stage.OFFERED)).status).toBe(200);

    const answers = await Promise.all([
      move(one.candidate.token, one.id, Stage.HIRED),
      move(two.candidate.token, two.id, Stage.HIRED),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409);
    // Refused outright, or its offer already ended by the round's end: a clear answer either way.
    expect(['ROUND_FULL', 'STAGE_MOVE_NOT_ALLOWED']).toContain(loser?.body.code);
    expect((await board()).round.taken).toBe(taken + 1);

    const [round] = await t.app.db.select().from(schemeRounds).where(eq(schemeRounds.id, TEST_ROUND_ID));
    expect(round?.endedEarlyAt).not.toBeNull();
    const [closed] = await t.app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, other.id));
    expect(closed?.status).toBe(JobStatus.CLOSED);
    const [ended] = await t.app.db
      .select({ stage: applications.stage })
      .from(applications)
      .where(eq(applications.id, waiting.id));
    expect(ended?.stage).toBe(Stage.JOB_CLOSED);
    // The platform ended it: the candidate is told the round filled, with no one's name as its sender
    // (not the candidate whose accept took the last place), and the history names no one either.
    const told = await t.app.db
      .select({ type: notifications.type, senderUserId: notifications.senderUserId })
      .from(notifications)
      .where(eq(notifications.userId, waiting.candidate.userId));
    expect(told.map((n) => n.type)).toContain('ROUND_FILLED_APPLICATION_ENDED');
    expect(told.map((n) => n.type)).not.toContain('COMPANY_CLOSED_JOB');
    expect(told.find((n) => n.type === 'ROUND_FILLED_APPLICATION_ENDED')?.senderUserId).toBeNull();
    const bellText = (await call(t, 'GET', '/notification', { token: waiting.candidate.token, lang: 'en' })).body.items
      .map((n: { text: string }) => n.text)
      .join(' | ');
    expect(bellText).toContain("Every funded place of the scheme's round has been taken, so Still open at");
    const [history] = await t.app.db
      .select({ actorUserId: applicationEvents.actorUserId, actor: applicationEvents.actor })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, waiting.id), eq(applicationEvents.toStage, Stage.JOB_CLOSED)));
    expect(history).toEqual({ actorUserId: null, actor: 'system' });

    // Each company with a job closed is told once: the round, and how many of its jobs closed.
    const roundFilled = (userId: string) =>
      t.app.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'ROUND_FILLED_JOBS_CLOSED')));
    expect(await roundFilled(company.userId)).toHaveLength(1);
    expect(await roundFilled(lone.userId)).toHaveLength(1);
    const bell = async (token: string, lang: string) =>
      (await call(t, 'GET', '/notification', { token, lang })).body.items.find(
        (n: { type: string }) => n.type === 'ROUND_FILLED_JOBS_CLOSED',
      )?.text;
    expect(await bell(company.token, 'en')).toBe(
      'Every funded place of Test round has been taken, so the round has ended early and your 2 jobs in it have closed',
    );
    expect(await bell(lone.token, 'en')).toBe(
      'Every funded place of Test round has been taken, so the round has ended early and your 1 job in it has closed',
    );
    expect(await bell(company.token, 'cn')).toBe(
      '测试轮次的所有资助名额均已被接受，该轮次已提前结束，贵公司在该轮次的 2 个职位已关闭',
    );
    // By email in the company's language, leading to its jobs; none to the company that wants none.
    const mails = (await emailsTo(t, company.email)).filter((m) => m.textBody.includes('測試輪次的所有資助名額'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('貴公司在該輪次的 2 個職位已關閉');
    expect(mails[0]?.textBody).toContain('http://app.test/company/job-list');
    const loneMails = await emailsTo(t, lone.email);
    expect(loneMails.filter((m) => /Test round|測試輪次|测试轮次/.test(m.textBody))).toEqual([]);

    const publicRounds = (await call(t, 'GET', '/rounds')).body;
    expect(publicRounds.current).toMatchObject({ id: TEST_ROUND_ID, phase: 'ended', full: true });
    expect(publicRounds.placesLeft).toBe(0);

    // A job still open in the full round (one put there by hand) takes no application.
    const stray = await createJob(t, company.companyId, { positionName: 'Stray' });
    const late = await candidateWithId(t);
    const apply = await applyTo(t, late, stray.id);
    expect(apply.status).toBe(409);
    expect(apply.body).toMatchObject({
      code: 'ROUND_FULL',
      message: 'Every funded place of Test round has been taken, so it no longer takes applications',
    });
    // Nor can a new job join it.
    const post = await call(t, 'POST', '/job/company-create-job', {
      token: company.token,
      body: buildJob(),
      lang: 'en',
    });
    expect(post.body.code).toBe('NO_ROUND_OPEN');
  });
});
