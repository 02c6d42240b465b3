// The scheme's rounds as data (docs/decisions/039): the office's list, form and delete; what
// everyone reads; the round a job is saved in; applying only inside the job's round's period,
// with the clock at its edges; and the eligibility window counted back from the job's round.
import { Stage } from '@fis/shared/application-stages';
import { JobCity } from '@fis/shared/job-enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, schemeRounds } from '../src/db/schema.js';
import { applyTo, candidateWithId, setStage } from './application-factories.js';
import { buildJob, postJob, signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, TEST_ROUND_ID, type TestApp } from './helper.js';
import { connectSocket } from './realtime-client.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let company: Awaited<ReturnType<typeof signedInCompany>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  company = await signedInCompany(t);
});
afterAll(() => t.close());

/** The test clock stands at 2026-03-02 10:00 Hong Kong; the test round runs 2025-03-02 to 2027-03-02. */
const round = (overrides: Record<string, unknown> = {}) => ({
  nameEn: '2027 summer',
  nameZh: '2027年暑期',
  nameCn: '2027年暑期',
  applicationStart: '2027-04-16',
  applicationEnd: '2027-06-16',
  internshipMonths: 2,
  maxInternshipMonths: 6,
  allowanceHongKong: 12000,
  allowanceGba: 10500,
  priorEmploymentMonths: 3,
  ...overrides,
});

const create = (body: unknown, lang = 'en') => call(t, 'POST', '/admin/rounds', { token: admin.token, body, lang });
const setClock = (hongKongMinute: string) => t.clock.set(new Date(`${hongKongMinute}:00+08:00`));

describe('who may manage rounds', () => {
  it('is the office alone: 401 without a session, 403 for a company or a candidate; everyone reads the public list', async () => {
    const candidate = await candidateWithId(t);
    for (const [method, path, body] of [
      ['GET', '/admin/rounds', undefined],
      ['POST', '/admin/rounds', round()],
      ['PUT', `/admin/rounds/${TEST_ROUND_ID}`, round()],
      ['DELETE', `/admin/rounds/${TEST_ROUND_ID}`, undefined],
    ] as const) {
      expect((await call(t, method, path, { body })).status).toBe(401);
      expect((await call(t, method, path, { body, token: company.token })).status).toBe(403);
      expect((await call(t, method, path, { body, token: candidate.token })).status).toBe(403);
    }
    const open = await call(t, 'GET', '/rounds');
    expect(open.status).toBe(200);
    expect(open.body.current).toMatchObject({ id: TEST_ROUND_ID, phase: 'open', allowanceHongKong: 12000 });
  });
});

describe("the office's rounds", () => {
  it('creates a round, lists it with its phase and job count, edits it and deletes it', async () => {
    const created = await create(round());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...round(), phase: 'upcoming' });

    const list = await call(t, 'GET', '/admin/rounds', { token: admin.token });
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([created.body.id, TEST_ROUND_ID]);
    expect(list.body.items[1]).toMatchObject({ phase: 'open', jobCount: expect.any(Number) });

    const open = await call(t, 'GET', '/rounds');
    expect(open.body.upcoming.map((r: { id: string }) => r.id)).toEqual([created.body.id]);

    // Another admin's open fill board follows the edit (its total) live.
    const board = await connectSocket(t, { token: admin.token });
    try {
      const edited = await call(t, 'PUT', `/admin/rounds/${created.body.id}`, {
        token: admin.token,
        body: round({ nameEn: '2027 summer round', allowanceGba: 11000, totalPlaces: 40 }),
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ nameEn: '2027 summer round', allowanceGba: 11000, totalPlaces: 40 });
      expect(await board.next('places:changed')).toEqual({ roundId: created.body.id });
    } finally {
      board.socket.close();
    }

    expect((await call(t, 'DELETE', `/admin/rounds/${created.body.id}`, { token: admin.token })).status).toBe(204);
    expect((await call(t, 'DELETE', `/admin/rounds/${created.body.id}`, { token: admin.token })).status).toBe(404);
    expect(
      (await call(t, 'PUT', `/admin/rounds/${created.body.id}`, { token: admin.token, body: round() })).status,
    ).toBe(404);
  });

  it('names the field at fault: blank names, a period ending before it starts, an extension shorter than the internship', async () => {
    const blank = await create(round({ nameZh: '  ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('nameZh');

    const backwards = await create(round({ applicationEnd: '2027-04-01' }), 'zh');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: 'END_BEFORE_START', field: 'applicationEnd' });

    const shorter = await create(round({ internshipMonths: 3, maxInternshipMonths: 2 }));
    expect(shorter.body.field).toBe('maxInternshipMonths');

    const notADay = await create(round({ applicationStart: '2027-02-30' }));
    expect(notADay.body.field).toBe('applicationStart');

    const money = await create(round({ allowanceHongKong: -1 }));
    expect(money.body.field).toBe('allowanceHongKong');
  });

  it('refuses a period sharing a day with another round, naming that round in the reader’s language', async () => {
    const res = await create(round({ applicationStart: '2027-03-02', applicationEnd: '2027-05-01' }), 'cn');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ROUND_PERIOD_OVERLAPS', field: 'applicationStart' });
    expect(res.body.message).toContain('测试轮次');
    // The day after the test round's last is free.
    const next = await create(round({ applicationStart: '2027-03-03', applicationEnd: '2027-05-01' }));
    expect(next.status).toBe(201);
    await call(t, 'DELETE', `/admin/rounds/${next.body.id}`, { token: admin.token });
  });

  it('frees the days after a round filled, so the office can open the next round the day after', async () => {
    const full = await create(round({ nameEn: 'Full', applicationStart: '2029-01-01', applicationEnd: '2029-03-31' }));
    // Its last place taken at noon on 20 January, Hong Kong time.
    await t.app.db
      .update(schemeRounds)
      .set({ endedEarlyAt: new Date('2029-01-20T04:00:00Z') })
      .where(eq(schemeRounds.id, full.body.id));
    const sameDay = await create(round({ applicationStart: '2029-01-20', applicationEnd: '2029-04-30' }));
    expect(sameDay.body).toMatchObject({ code: 'ROUND_PERIOD_OVERLAPS', field: 'applicationStart' });
    const next = await create(round({ applicationStart: '2029-01-21', applicationEnd: '2029-04-30' }));
    expect(next.status).toBe(201);
    for (const id of [next.body.id, full.body.id]) {
      await call(t, 'DELETE', `/admin/rounds/${id}`, { token: admin.token });
    }
  });

  it('lets only one of two overlapping rounds saved at once through', async () => {
    const answers = await Promise.all([
      create(round({ nameEn: 'A', applicationStart: '2028-01-01', applicationEnd: '2028-02-01' })),
      create(round({ nameEn: 'B', applicationStart: '2028-01-15', applicationEnd: '2028-03-01' })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const made = answers.find((a) => a.status === 201);
    await call(t, 'DELETE', `/admin/rounds/${made?.body.id}`, { token: admin.token });
  });

  it('keeps a round that jobs belong to', async () => {
    await createJob(t, company.companyId);
    const res = await call(t, 'DELETE', `/admin/rounds/${TEST_ROUND_ID}`, { token: admin.token, lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'ROUND_HAS_JOBS',
      message: 'Jobs belong to this round, so it cannot be deleted',
    });
  });
});

describe("a job's round", () => {
  it('is the current round when the company does not choose, and an upcoming one when it does', async () => {
    const job = await postJob(t, company.token);
    expect(job.round).toMatchObject({ id: TEST_ROUND_ID, phase: 'open', nameEn: 'Test round' });

    const next = await create(round());
    const chosen = await postJob(t, company.token, { roundId: next.body.id });
    expect(chosen.round).toMatchObject({ id: next.body.id, phase: 'upcoming' });

    // An edit that does not choose keeps the round.
    const edited = await call(t, 'PUT', `/job/update/${chosen.id}`, {
      token: company.token,
      body: buildJob({ positionName: 'Renamed' }),
    });
    expect(edited.body.job.round.id).toBe(next.body.id);
    await t.app.db.delete(jobs).where(eq(jobs.id, chosen.id));
    await call(t, 'DELETE', `/admin/rounds/${next.body.id}`, { token: admin.token });
  });

  it('stays, with its side, once an offer of the job holds a place there', async () => {
    const next = await create(round({ applicationStart: '2030-01-01', applicationEnd: '2030-02-01' }));
    const edit = (jobId: string, changes: Record<string, unknown>) =>
      call(t, 'PUT', `/job/update/${jobId}`, { token: company.token, body: buildJob(changes), lang: 'en' });
    try {
      const job = await createJob(t, company.companyId);
      const applied = await applyTo(t, await candidateWithId(t), job.id);
      await setStage(t, applied.body.application.id, Stage.OFFERED, Stage.SCREENING);
      const moved = await edit(job.id, { roundId: next.body.id });
      expect(moved.status).toBe(409);
      expect(moved.body).toMatchObject({ code: 'JOB_PLACES_IN_USE', field: 'roundId' });
      const otherSide = await edit(job.id, { roundId: TEST_ROUND_ID, city: JobCity.SHENZHEN });
      expect(otherSide.body).toMatchObject({ code: 'JOB_PLACES_IN_USE', field: 'city' });
      // Anything else may still change.
      expect((await edit(job.id, { roundId: TEST_ROUND_ID, positionName: 'Renamed' })).status).toBe(200);

      // A job with no offer may move to another round, and to the other side.
      const free = await postJob(t, company.token);
      expect((await edit(free.id, { roundId: next.body.id })).status).toBe(200);
      expect((await edit(free.id, { roundId: next.body.id, city: JobCity.SHENZHEN })).status).toBe(200);
      await t.app.db.delete(jobs).where(eq(jobs.id, free.id));
    } finally {
      await call(t, 'DELETE', `/admin/rounds/${next.body.id}`, { token: admin.token });
    }
  });

  it('cannot be a round that has ended, or one that does not exist', async () => {
    const [past] = await t.app.db
      .insert(schemeRounds)
      .values({
        ...round({ applicationStart: '2024-04-16', applicationEnd: '2024-06-16' }),
      } as typeof schemeRounds.$inferInsert)
      .returning();
    const ended = await call(t, 'POST', '/job/company-create-job', {
      token: company.token,
      body: buildJob({ roundId: past?.id }),
      lang: 'en',
    });
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ code: 'ROUND_ENDED', field: 'roundId' });

    const unknown = await call(t, 'POST', '/job/company-create-job', {
      token: company.token,
      body: buildJob({ roundId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknown.body).toMatchObject({ code: 'FIELD_INVALID', field: 'roundId' });
    await t.app.db.delete(schemeRounds).where(eq(schemeRounds.id, past?.id as string));
  });

  it('with no round open or announced, a job cannot be posted, and the company is told why', async () => {
    await t.app.db.update(schemeRounds).set({ applicationEnd: '2026-03-01' }).where(eq(schemeRounds.id, TEST_ROUND_ID));
    try {
      const res = await call(t, 'POST', '/job/company-create-job', {
        token: company.token,
        body: buildJob(),
        lang: 'zh',
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'NO_ROUND_OPEN', field: 'roundId' });
      expect(res.body.message).toContain('計劃辦公室將公布下一輪');
    } finally {
      await t.app.db
        .update(schemeRounds)
        .set({ applicationEnd: '2027-03-02' })
        .where(eq(schemeRounds.id, TEST_ROUND_ID));
    }
  });
});

describe('applying, with the clock at the edges of the period', () => {
  it("takes applications from the round's first day to its last, Hong Kong time, and says when otherwise", async () => {
    // The test round ends before this one opens, for this test only. Sessions last 12 hours, so
    // each step signs a candidate in at its own time.
    await t.app.db.update(schemeRounds).set({ applicationEnd: '2026-03-02' }).where(eq(schemeRounds.id, TEST_ROUND_ID));
    const [spring] = await t.app.db
      .insert(schemeRounds)
      .values(
        round({
          nameEn: '2026 spring',
          applicationStart: '2026-03-03',
          applicationEnd: '2026-03-05',
        }) as typeof schemeRounds.$inferInsert,
      )
      .returning();
    const springId = spring?.id as string;
    const job = await createJob(t, company.companyId, { roundId: springId });
    const applyAt = async (hongKongMinute: string) => {
      setClock(hongKongMinute);
      return applyTo(t, await candidateWithId(t), job.id);
    };
    try {
      const early = await applyAt('2026-03-02T23:59');
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({
        code: 'APPLICATION_PERIOD_NOT_OPEN',
        message: 'Applications for 2026 spring open on 2026-03-03 (Hong Kong time) and close on 2026-03-05',
      });
      expect((await applyAt('2026-03-03T00:00')).status).toBe(201);
      expect((await applyAt('2026-03-05T23:59')).status).toBe(201);

      const late = await applyAt('2026-03-06T00:00');
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        code: 'APPLICATION_PERIOD_ENDED_NO_NEXT',
        message:
          "Applications for 2026 spring closed on 2026-03-05. The next round's dates have not been announced yet",
      });

      const [winter] = await t.app.db
        .insert(schemeRounds)
        .values(
          round({
            nameEn: '2026 winter',
            applicationStart: '2026-11-01',
            applicationEnd: '2026-12-31',
          }) as typeof schemeRounds.$inferInsert,
        )
        .returning();
      const withNext = await applyAt('2026-03-06T00:01');
      expect(withNext.body).toMatchObject({ code: 'APPLICATION_PERIOD_ENDED' });
      expect(withNext.body.message).toContain(
        'The next round, 2026 winter, takes applications from 2026-11-01 to 2026-12-31',
      );
      await t.app.db.delete(schemeRounds).where(eq(schemeRounds.id, winter?.id as string));
    } finally {
      setClock('2026-03-02T10:00');
      await t.app.db.update(jobs).set({ roundId: TEST_ROUND_ID }).where(eq(jobs.id, job.id));
      await t.app.db.delete(schemeRounds).where(eq(schemeRounds.id, springId));
      await t.app.db
        .update(schemeRounds)
        .set({ applicationEnd: '2027-03-02' })
        .where(eq(schemeRounds.id, TEST_ROUND_ID));
    }
  });
});
