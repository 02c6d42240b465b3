// Placements (issue 25, docs/decisions/041): the accept makes one placement with its round's
// allowance for its job's side; the company proposes the start and the intern agrees; a new date
// needs a new agreement and the start is fixed once it has come; extensions are asked for up to the
// round's longest, one at a time, and decided by the office; an early end withdraws a waiting one;
// the allowance committed and paid against months counted by hand; who sees what, and who is told.
import { Stage } from '@fis/shared/application-stages';
import { Residency } from '@fis/shared/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, placements, schemeRounds } from '../src/db/schema.js';
import { appliedId, candidateWithId, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import {
  createJob,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  signInWithCode,
  userIdOf,
} from './factories.js';
import { call, startTestApp, TEST_ROUND_ID, type TestApp } from './helper.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  company = await signedInCompany(t, { companyName: 'Placement Co' });
});
afterAll(() => t.close());

type Intern = { token: string; userId: string; email: string };
const move = (token: string, id: string, stage: Stage) =>
  call(t, 'PUT', `/applications/${id}`, { token, body: { stage }, lang: 'en' });
const get = (token: string, id: string) => call(t, 'GET', `/placements/${id}`, { token });
const propose = (id: string, startDate: unknown, token = company.token) =>
  call(t, 'PUT', `/placements/${id}/start-date`, { token, body: { startDate } });
const agree = (id: string, token: string) => call(t, 'PUT', `/placements/${id}/agreement`, { token });
const ask = (id: string, body: unknown, token = company.token) =>
  call(t, 'POST', `/placements/${id}/extensions`, { token, body, lang: 'en' });
const decide = (id: string, extensionId: string, body: unknown) =>
  call(t, 'PUT', `/admin/placements/${id}/extensions/${extensionId}`, { token: admin.token, body });
const endEarly = (id: string, body: unknown, token = company.token) =>
  call(t, 'PUT', `/placements/${id}/early-end`, { token, body });
const told = async (userId: string, type: string) =>
  (
    await t.app.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
  ).map((n) => n.params as Record<string, unknown>);

/** An intern hired through the API: applied, offered by the company, accepted. Their placement. */
async function hire(jobId: string, side: 'HongKong' | 'GBA' = 'HongKong', by = company) {
  const input = await registerVerifiedCandidate(t, side === 'GBA' ? { residentType: Residency.HK_PERMANENT } : {});
  const intern: Intern = {
    token: await signInCandidate(t, input.email),
    userId: await userIdOf(t, input.email),
    email: input.email,
  };
  const applicationId = await appliedId(t, intern, jobId);
  await setStage(t, applicationId, Stage.SCREENING, Stage.NEW);
  expect((await move(by.token, applicationId, Stage.OFFERED)).status).toBe(200);
  expect((await move(intern.token, applicationId, Stage.HIRED)).status).toBe(200);
  const own = await call(t, 'GET', '/placements', { token: intern.token });
  const placement = own.body.items.find((p: { applicationId: string }) => p.applicationId === applicationId);
  return { intern, applicationId, placement, id: placement.id as string };
}

/** A placement agreed as if its moves had been made on earlier days. */
const setDates = (id: string, values: Partial<typeof placements.$inferInsert>) =>
  t.app.db
    .update(placements)
    .set({ datesAgreedAt: t.clock.now(), ...values })
    .where(eq(placements.id, id));

describe('the accept', () => {
  it("makes one placement with the round's allowance for the job's side, and tells the intern", async () => {
    const hk = await createJob(t, company.companyId, { positionName: 'HK Intern' });
    const sz = await createJob(t, company.companyId, { positionName: 'SZ Intern', location: 'GBA', city: 4 });
    const a = await hire(hk.id);
    expect(a.placement).toMatchObject({
      round: { id: TEST_ROUND_ID, nameEn: 'Test round', maxMonths: 6 },
      job: { id: hk.id, title: 'HK Intern', city: 1 },
      company: { id: company.companyId, name: 'Placement Co' },
      intern: { id: a.intern.userId },
      side: 'HongKong',
      state: 'awaitingStart',
      startDate: null,
      endDate: null,
      months: 2,
      datesAgreedAt: null,
      allowance: { currency: 'HKD', monthly: 12_000, committedMonths: 2, committed: 24_000, paidMonths: 0, paid: 0 },
      extensions: [],
    });
    const rows = await t.app.db.select().from(placements).where(eq(placements.applicationId, a.applicationId));
    expect(rows).toHaveLength(1);
    expect(await told(a.intern.userId, 'PLACEMENT_CREATED')).toEqual([
      expect.objectContaining({ positionName: 'HK Intern', placementId: a.id }),
    ]);

    const b = await hire(sz.id, 'GBA');
    expect(b.placement).toMatchObject({
      side: 'GBA',
      allowance: { currency: 'RMB', monthly: 10_500, committed: 21_000 },
    });
    // A later change of the round's allowance leaves placements already made as they were.
    await t.app.db.update(schemeRounds).set({ allowanceGba: 11_000 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
    expect((await get(b.intern.token, b.id)).body.allowance.monthly).toBe(10_500);
    await t.app.db.update(schemeRounds).set({ allowanceGba: 10_500 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
  });
});

describe('who sees and changes placements', () => {
  it('is the intern, the company and the office; anyone else and a bad id answer 404', async () => {
    const job = await createJob(t, company.companyId);
    const { intern, id } = await hire(job.id);
    for (const [method, path] of [
      ['GET', '/placements'],
      ['GET', `/placements/${id}`],
      ['PUT', `/placements/${id}/start-date`],
      ['PUT', `/placements/${id}/agreement`],
      ['POST', `/placements/${id}/extensions`],
      ['PUT', `/placements/${id}/early-end`],
      ['GET', '/admin/placements'],
      ['PUT', `/admin/placements/${id}/extensions/${id}`],
    ] as const) {
      expect((await call(t, method, path)).status, `${method} ${path}`).toBe(401);
    }
    expect((await get(intern.token, id)).status).toBe(200);
    expect((await get(company.token, id)).status).toBe(200);
    expect((await get(admin.token, id)).body.intern.id).toBe(intern.userId);

    const other = await signedInCompany(t);
    const stranger = await candidateWithId(t);
    expect((await get(other.token, id)).status).toBe(404);
    expect((await get(stranger.token, id)).status).toBe(404);
    expect((await propose(id, '2026-04-01', other.token)).status).toBe(404);
    expect((await agree(id, stranger.token)).status).toBe(404);
    expect((await endEarly(id, { endedOn: '2026-04-01', reason: 'x' }, other.token)).status).toBe(404);
    expect((await call(t, 'GET', '/placements', { token: other.token })).body).toMatchObject({ items: [], total: 0 });
    expect((await get(intern.token, 'not-a-uuid')).status).toBe(404);
    expect((await get(intern.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // Each act is its party's: the intern proposes nothing, the company agrees to nothing.
    expect((await propose(id, '2026-04-01', intern.token)).status).toBe(403);
    expect((await agree(id, company.token)).status).toBe(403);
    expect((await call(t, 'GET', '/admin/placements', { token: company.token })).status).toBe(403);

    const all = await call(t, 'GET', `/admin/placements?roundId=${TEST_ROUND_ID}&take=100`, { token: admin.token });
    expect(all.body.items.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('answers a bad field with a translated 400 naming it', async () => {
    const job = await createJob(t, company.companyId);
    const { id } = await hire(job.id);
    const fields = (res: { body: { fields?: { field: string }[]; field?: string } }) =>
      [...new Set((res.body.fields ?? [{ field: res.body.field }]).map((f) => f.field))].sort();
    expect(fields(await propose(id, 'soon'))).toEqual(['startDate']);
    expect(fields(await call(t, 'PUT', `/placements/${id}/start-date`, { token: company.token, body: {} }))).toEqual([
      'startDate',
    ]);
    const past = await propose(id, '2026-03-01');
    expect(past).toMatchObject({ status: 400, body: { code: 'START_DATE_PAST', field: 'startDate' } });
    expect(fields(await ask(id, { months: 0, reason: '' }))).toEqual(['months', 'reason']);
    expect(fields(await endEarly(id, { endedOn: '31/03/2026', reason: ' ' }))).toEqual(['endedOn', 'reason']);
    const refusal = await decide(id, id, { decision: 'refused' });
    expect(refusal).toMatchObject({ status: 400, body: { field: 'reason' } });
    expect(fields(await decide(id, id, { decision: 'maybe' }))).toEqual(['decision']);
    const query = await call(t, 'GET', '/placements?state=lost&take=1000', { token: company.token });
    expect(fields(query)).toEqual(['state', 'take']);
  });
});

describe('the dates', () => {
  it('are proposed by the company and agreed by the intern; a new date needs a new agreement', async () => {
    const job = await createJob(t, company.companyId, { positionName: 'Dates Intern' });
    const { intern, id } = await hire(job.id);
    const pushes: { userIds: readonly string[]; event: string }[] = [];
    const realtime = t.app.services.realtime;
    const pushTo = realtime.pushTo.bind(realtime);
    realtime.pushTo = (userIds, event, payload) => {
      pushes.push({ userIds, event });
      pushTo(userIds, event, payload);
    };
    expect((await agree(id, intern.token)).body.code).toBe('PLACEMENT_NOTHING_TO_AGREE');
    // 31 March plus 2 months is 31 May: the last day is 30 May.
    const proposed = await propose(id, '2026-03-31');
    expect(proposed.body).toMatchObject({ state: 'awaitingIntern', startDate: '2026-03-31', endDate: '2026-05-30' });
    expect(await told(intern.userId, 'PLACEMENT_START_PROPOSED')).toEqual([
      expect.objectContaining({ startDate: '2026-03-31', endDate: '2026-05-30', placementId: id }),
    ]);
    await expect.poll(() => pushes.find((p) => p.event === 'placement:changed')).toBeDefined();
    const push = pushes.find((p) => p.event === 'placement:changed');
    expect(push?.userIds).toEqual(expect.arrayContaining([intern.userId, company.userId, admin.admin.id]));
    realtime.pushTo = pushTo;

    const agreed = await agree(id, intern.token);
    expect(agreed.body).toMatchObject({ state: 'upcoming', datesAgreedAt: t.clock.now().toISOString() });
    expect(await told(company.userId, 'PLACEMENT_DATES_AGREED')).toContainEqual(
      expect.objectContaining({ positionName: 'Dates Intern', startDate: '2026-03-31' }),
    );
    expect((await agree(id, intern.token)).body.code).toBe('PLACEMENT_NOTHING_TO_AGREE');
    // A new date before the start: the intern agrees again.
    expect((await propose(id, '2026-03-03')).body).toMatchObject({ state: 'awaitingIntern', datesAgreedAt: null });
    expect(await told(intern.userId, 'PLACEMENT_START_PROPOSED')).toHaveLength(2);
    expect((await agree(id, intern.token)).body.state).toBe('upcoming');
    const audit = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'placement.dates_agreed',
      'placement.dates_agreed',
      'placement.start_proposed',
      'placement.start_proposed',
    ]);

    // Midnight in Hong Kong: the agreed start has come. Sessions last 12 hours: both sign in again.
    const before = t.clock.now();
    t.clock.set(new Date('2026-03-02T16:00:00Z'));
    try {
      const token = await signInCandidate(t, intern.email);
      expect((await get(token, id)).body.state).toBe('ongoing');
      const fixed = await propose(id, '2026-03-20', await signInWithCode(t, '/auth/company-login', company.email));
      expect(fixed).toMatchObject({ status: 409, body: { code: 'PLACEMENT_START_FIXED' } });
    } finally {
      t.clock.set(before);
    }
  });
});

describe('extensions', () => {
  it("are asked for up to the round's longest, one at a time, and decided by the office", async () => {
    const job = await createJob(t, company.companyId, { positionName: 'Extended Intern' });
    const { intern, id } = await hire(job.id);
    expect((await ask(id, { months: 1, reason: 'More work' })).body.code).toBe('PLACEMENT_NOT_RUNNING');
    await propose(id, '2026-03-31');
    await agree(id, intern.token);

    const tooLong = await ask(id, { months: 5, reason: 'Half a year' });
    expect(tooLong).toMatchObject({ status: 409, body: { code: 'EXTENSION_TOO_LONG', field: 'months' } });
    expect(tooLong.body.message).toContain('Test round');
    expect(tooLong.body.message).toContain('6');
    const zh = await call(t, 'POST', `/placements/${id}/extensions`, {
      token: company.token,
      body: { months: 5, reason: 'x' },
      lang: 'zh-HK',
    });
    expect(zh.body.message).toContain('測試輪次');

    // Two asked at once: one waits, the other is refused.
    const both = await Promise.all([ask(id, { months: 1, reason: 'A' }), ask(id, { months: 1, reason: 'B' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.code).toBe('EXTENSION_PENDING');
    const asked = both.find((r) => r.status === 201)?.body;
    expect(asked.extensions).toEqual([expect.objectContaining({ status: 'pending', decidedAt: null })]);
    const waiting = await call(t, 'GET', '/admin/placements?pendingExtension=true', { token: admin.token });
    expect(waiting.body.items.map((p: { id: string }) => p.id)).toContain(id);
    const notWaiting = await call(t, 'GET', '/admin/placements?pendingExtension=false', { token: admin.token });
    expect(notWaiting.body.items.map((p: { id: string }) => p.id)).not.toContain(id);

    const [extension] = asked.extensions;
    const approved = await decide(id, extension.id, { decision: 'approved' });
    const months = 3;
    // 31 March plus 3 months is 30 June: the last day moves from 30 May to 29 June.
    expect(approved.body).toMatchObject({ months, endDate: '2026-06-29' });
    expect(approved.body.extensions[0]).toMatchObject({ status: 'approved', decisionReason: null });
    expect((await decide(id, extension.id, { decision: 'refused', reason: 'Late' })).body.code).toBe(
      'EXTENSION_DECIDED',
    );
    for (const userId of [company.userId, intern.userId]) {
      expect(await told(userId, 'PLACEMENT_EXTENSION_DECIDED')).toEqual([
        expect.objectContaining({ decision: 'approved', months }),
      ]);
    }

    t.clock.advance(1000);
    const second = await ask(id, { months: 1, reason: 'One more' });
    const refused = await decide(id, second.body.extensions[1].id, { decision: 'refused', reason: 'Budget' });
    expect(refused.body).toMatchObject({ months, extensions: [{}, { status: 'refused', decisionReason: 'Budget' }] });
    expect(await told(intern.userId, 'PLACEMENT_EXTENSION_DECIDED')).toHaveLength(1);
    const name = (await get(admin.token, id)).body.intern.name;
    const texts = await call(t, 'GET', '/notification?take=50', { token: company.token, lang: 'en' });
    expect(texts.body.items.map((n: { text: string }) => n.text)).toContain(
      `The scheme office refused the extension of ${name}'s internship Extended Intern at Placement Co. Reason: “Budget”`,
    );
  });
});

describe('an early end', () => {
  it('falls within the dates, withdraws a waiting extension and tells the intern', async () => {
    const job = await createJob(t, company.companyId);
    const { intern, id } = await hire(job.id);
    await propose(id, '2026-03-31');
    await agree(id, intern.token);
    await ask(id, { months: 1, reason: 'More work' });
    for (const endedOn of ['2026-03-30', '2026-05-30', '2026-06-01']) {
      const outside = await endEarly(id, { endedOn, reason: 'Left' });
      expect(outside, endedOn).toMatchObject({
        status: 400,
        body: { code: 'END_DATE_OUTSIDE_PLACEMENT', field: 'endedOn' },
      });
    }
    const ended = await endEarly(id, { endedOn: '2026-04-30', reason: 'Went back to school' });
    expect(ended.body).toMatchObject({
      state: 'endedEarly',
      endedOn: '2026-04-30',
      endReason: 'Went back to school',
      endDate: '2026-05-30',
      extensions: [{ status: 'withdrawn' }],
      // 30 April is in the second month (from 30 April): two months begun.
      allowance: { committedMonths: 2, committed: 24_000, paidMonths: 0 },
    });
    expect(await told(intern.userId, 'PLACEMENT_ENDED_EARLY')).toEqual([
      expect.objectContaining({ endedOn: '2026-04-30', reason: 'Went back to school' }),
    ]);
    expect(await told(company.userId, 'PLACEMENT_ENDED_EARLY')).toEqual([]);
    expect((await endEarly(id, { endedOn: '2026-04-20', reason: 'Again' })).body.code).toBe('PLACEMENT_NOT_RUNNING');
    expect((await ask(id, { months: 1, reason: 'After' })).body.code).toBe('PLACEMENT_NOT_RUNNING');
    expect((await propose(id, '2026-04-10')).body.code).toBe('PLACEMENT_START_FIXED');
  });
});

describe('the allowance', () => {
  it('commits and pays months counted by hand, on the test day 2 March 2026', async () => {
    const job = await createJob(t, company.companyId);
    const { intern, id } = await hire(job.id);
    // From 31 January for 2 months: the months end on 27 February and 30 March.
    await setDates(id, { startDate: '2026-01-31' });
    expect((await get(intern.token, id)).body).toMatchObject({
      state: 'ongoing',
      endDate: '2026-03-30',
      allowance: { committedMonths: 2, committed: 24_000, paidMonths: 1, paid: 12_000 },
    });
    // Ended on 15 February, in the first month: one month committed, and paid (it ended on 27 February).
    const ended = await endEarly(id, { endedOn: '2026-02-15', reason: 'Moved away' }, admin.token);
    expect(ended.body.allowance).toEqual({
      currency: 'HKD',
      monthly: 12_000,
      committedMonths: 1,
      committed: 12_000,
      paidMonths: 1,
      paid: 12_000,
    });
    // Recorded by the office: the company is told too.
    expect(await told(company.userId, 'PLACEMENT_ENDED_EARLY')).toHaveLength(1);

    // Proposed but not agreed: its planned months committed, none paid.
    const other = await hire(job.id);
    await setDates(other.id, { startDate: '2026-01-01', datesAgreedAt: null });
    expect((await get(admin.token, other.id)).body.allowance).toMatchObject({ committedMonths: 2, paidMonths: 0 });
    // From 2 January, agreed: both months have passed by 2 March, and it is completed.
    await setDates(other.id, { startDate: '2026-01-02' });
    expect((await get(admin.token, other.id)).body).toMatchObject({
      state: 'completed',
      endDate: '2026-03-01',
      allowance: { paidMonths: 2, paid: 24_000 },
    });
    const completed = await call(t, 'GET', '/admin/placements?state=completed', { token: admin.token });
    expect(completed.body.items.map((p: { id: string }) => p.id)).toEqual([other.id]);
  });
});
