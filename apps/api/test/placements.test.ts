// Placements (issue 25, docs/decisions/041): the accept makes one placement with its round's
// allowance for its job's side; who sees and changes placements, and a bad field's 400; the
// company proposes the start and the intern agrees, a new date needs a new agreement, and the start
// is fixed once it has come; who is told, and who is pushed the change. Extensions, early ends and
// the allowance: placement-changes.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, placements, schemeRounds } from '../src/db/schema.js';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signInCandidate, signInWithCode } from './factories.js';
import { call, TEST_ROUND_ID } from './helper.js';
import { placementSuite } from './placement-factories.js';

const { s, get, propose, agree, ask, decide, endEarly, told, hire } = placementSuite();

describe('the accept', () => {
  it("makes one placement with the round's allowance for the job's side, and tells the intern", async () => {
    const hk = await createJob(s.t, s.company.companyId, { positionName: 'HK Intern' });
    const sz = await createJob(s.t, s.company.companyId, { positionName: 'SZ Intern', location: 'GBA', city: 4 });
    const a = await hire(hk.id);
    expect(a.placement).toMatchObject({
      round: { id: TEST_ROUND_ID, nameEn: 'Test round', maxMonths: 6 },
      job: { id: hk.id, title: 'HK Intern', city: 1 },
      company: { id: s.company.companyId, name: 'Placement Co' },
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
    const rows = await s.t.app.db.select().from(placements).where(eq(placements.applicationId, a.applicationId));
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
    await s.t.app.db.update(schemeRounds).set({ allowanceGba: 11_000 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
    expect((await get(b.intern.token, b.id)).body.allowance.monthly).toBe(10_500);
    await s.t.app.db.update(schemeRounds).set({ allowanceGba: 10_500 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
  });

  it("names the job in the reader's Chinese script, as the job lists do", async () => {
    const job = await createJob(s.t, s.company.companyId, { positionName: '區塊鏈數據分析實習生' });
    const { intern, id } = await hire(job.id);
    const read = async (lang: string) =>
      (await call(s.t, 'GET', `/placements/${id}`, { token: intern.token, lang })).body.job.title;
    expect(await read('cn')).toBe('区块链数据分析实习生');
    expect(await read('zh')).toBe('區塊鏈數據分析實習生');
    expect(await read('en')).toBe('區塊鏈數據分析實習生');
  });
});

describe('who sees and changes placements', () => {
  it('is the intern, the company and the office; anyone else and a bad id answer 404', async () => {
    const job = await createJob(s.t, s.company.companyId);
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
      expect((await call(s.t, method, path)).status, `${method} ${path}`).toBe(401);
    }
    expect((await get(intern.token, id)).status).toBe(200);
    expect((await get(s.company.token, id)).status).toBe(200);
    expect((await get(s.admin.token, id)).body.intern.id).toBe(intern.userId);

    const other = await signedInCompany(s.t);
    const stranger = await candidateWithId(s.t);
    expect((await get(other.token, id)).status).toBe(404);
    expect((await get(stranger.token, id)).status).toBe(404);
    expect((await propose(id, '2026-04-01', other.token)).status).toBe(404);
    expect((await agree(id, stranger.token)).status).toBe(404);
    expect((await endEarly(id, { endedOn: '2026-04-01', reason: 'x' }, other.token)).status).toBe(404);
    expect((await call(s.t, 'GET', '/placements', { token: other.token })).body).toMatchObject({ items: [], total: 0 });
    expect((await get(intern.token, 'not-a-uuid')).status).toBe(404);
    expect((await get(intern.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // Each act is its party's: the intern proposes nothing, the company agrees to nothing.
    expect((await propose(id, '2026-04-01', intern.token)).status).toBe(403);
    expect((await agree(id, s.company.token)).status).toBe(403);
    expect((await call(s.t, 'GET', '/admin/placements', { token: s.company.token })).status).toBe(403);

    const all = await call(s.t, 'GET', `/admin/placements?roundId=${TEST_ROUND_ID}&take=100`, { token: s.admin.token });
    expect(all.body.items.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('answers a bad field with a translated 400 naming it', async () => {
    const job = await createJob(s.t, s.company.companyId);
    const { id } = await hire(job.id);
    const fields = (res: { body: { fields?: { field: string }[]; field?: string } }) =>
      [...new Set((res.body.fields ?? [{ field: res.body.field }]).map((f) => f.field))].sort();
    expect(fields(await propose(id, 'soon'))).toEqual(['startDate']);
    expect(
      fields(await call(s.t, 'PUT', `/placements/${id}/start-date`, { token: s.company.token, body: {} })),
    ).toEqual(['startDate']);
    const past = await propose(id, '2026-03-01');
    expect(past).toMatchObject({ status: 400, body: { code: 'START_DATE_PAST', field: 'startDate' } });
    expect(fields(await ask(id, { months: 0, reason: '' }))).toEqual(['months', 'reason']);
    expect(fields(await endEarly(id, { endedOn: '31/03/2026', reason: ' ' }))).toEqual(['endedOn', 'reason']);
    const refusal = await decide(id, id, { decision: 'refused' });
    expect(refusal).toMatchObject({ status: 400, body: { field: 'reason' } });
    expect(fields(await decide(id, id, { decision: 'maybe' }))).toEqual(['decision']);
    const query = await call(s.t, 'GET', '/placements?state=lost&take=1000', { token: s.company.token });
    expect(fields(query)).toEqual(['state', 'take']);
  });
});

describe('the dates', () => {
  it('are proposed by the company and agreed by the intern; a new date needs a new agreement', async () => {
    const job = await createJob(s.t, s.company.companyId, { positionName: 'Dates Intern' });
    const { intern, id } = await hire(job.id);
    const pushes: { userIds: readonly string[]; event: string }[] = [];
    const realtime = s.t.app.services.realtime;
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
    expect(push?.userIds).toEqual(expect.arrayContaining([intern.userId, s.company.userId, s.admin.admin.id]));
    realtime.pushTo = pushTo;

    const agreed = await agree(id, intern.token);
    expect(agreed.body).toMatchObject({ state: 'upcoming', datesAgreedAt: s.t.clock.now().toISOString() });
    expect(await told(s.company.userId, 'PLACEMENT_DATES_AGREED')).toContainEqual(
      expect.objectContaining({ positionName: 'Dates Intern', startDate: '2026-03-31' }),
    );
    expect((await agree(id, intern.token)).body.code).toBe('PLACEMENT_NOTHING_TO_AGREE');
    // A new date before the start: the intern agrees again.
    expect((await propose(id, '2026-03-03')).body).toMatchObject({ state: 'awaitingIntern', datesAgreedAt: null });
    expect(await told(intern.userId, 'PLACEMENT_START_PROPOSED')).toHaveLength(2);
    expect((await agree(id, intern.token)).body.state).toBe('upcoming');
    const audit = await s.t.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'placement.dates_agreed',
      'placement.dates_agreed',
      'placement.start_proposed',
      'placement.start_proposed',
    ]);

    // Midnight in Hong Kong: the agreed start has come. Sessions last 12 hours: both sign in again.
    const before = s.t.clock.now();
    s.t.clock.set(new Date('2026-03-02T16:00:00Z'));
    try {
      const token = await signInCandidate(s.t, intern.email);
      expect((await get(token, id)).body.state).toBe('ongoing');
      const fixed = await propose(id, '2026-03-20', await signInWithCode(s.t, '/auth/company-login', s.company.email));
      expect(fixed).toMatchObject({ status: 409, body: { code: 'PLACEMENT_START_FIXED' } });
    } finally {
      s.t.clock.set(before);
    }
  });
});
