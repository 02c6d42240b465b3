// The demo applications a first start adds: a pipeline to look at, made only of moves the stage
// machine allows, and none for the candidate kept for trying the applying journey; the interns'
// hires with a placement in each state the placements' pages show; and the demo review.
import { randomUUID } from 'node:crypto';
import { findMove, Stage } from '@fis/shared/application-stages';
import { ReviewStatus, Role } from '@fis/shared/enums';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, companies, companyReviews, interviews, users } from '../src/db/schema.js';
import { placementPage } from '../src/modules/placements/placements-repository.js';
import { seedDemoData } from '../src/seed/demo-data.js';
import { startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('demo applications', () => {
  it('spread over stages through allowed moves, once, with one interview to come', async () => {
    expect(await seedDemoData(t.app.services)).toBe(true);
    expect(await seedDemoData(t.app.services)).toBe(false);
    const rows = await t.app.db
      .select({ id: applications.id, stage: applications.stage, email: users.email })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.candidateId));
    // Five in the pipeline, four interns hired.
    expect(rows).toHaveLength(9);
    expect(rows.some((r) => r.email === 'chan.taiman@student.demo')).toBe(false);
    expect(new Set(rows.map((r) => r.stage))).toEqual(
      new Set([Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING, Stage.OFFERED, Stage.HIRED]),
    );

    const events = await t.app.db
      .select()
      .from(applicationEvents)
      .where(
        inArray(
          applicationEvents.applicationId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(applicationEvents.createdAt));
    for (const row of rows) {
      const path = events.filter((e) => e.applicationId === row.id);
      expect(path[0]).toMatchObject({ actor: 'candidate', fromStage: null, toStage: Stage.NEW });
      for (const step of path.slice(1)) {
        expect(findMove(step.fromStage as Stage, step.toStage as Stage)?.actor).toBe(step.actor);
      }
      expect(path.at(-1)?.toStage).toBe(row.stage);
    }

    const planned = await t.app.db.select().from(interviews);
    expect(planned).toHaveLength(2);
    const now = t.clock.now().getTime();
    expect(planned.filter((i) => i.startsAt.getTime() > now)).toHaveLength(1);
  });

  it("give each hire a placement, in the states the placements' pages show", async () => {
    await seedDemoData(t.app.services);
    const page = await placementPage(t.app.db, t.clock, {
      user: { id: randomUUID(), role: Role.ADMIN },
      lang: 'en',
      filters: {},
      page: 1,
      take: 10,
    });
    const byIntern = Object.fromEntries(page.items.map((p) => [p.intern.name, p]));
    expect(Object.keys(byIntern).sort()).toEqual(['Chen Jiahui', 'Ho Wing Sze', 'Lam Chi Kin', 'Zhang Yue']);
    expect(byIntern['Chen Jiahui']).toMatchObject({ state: 'awaitingStart', side: 'HongKong' });
    expect(byIntern['Zhang Yue']).toMatchObject({ state: 'awaitingIntern', allowance: { currency: 'HKD' } });
    expect(byIntern['Ho Wing Sze']).toMatchObject({
      state: 'ongoing',
      side: 'GBA',
      allowance: { currency: 'RMB', monthly: 10_500 },
      extensions: [{ status: 'pending', months: 2 }],
    });
    expect(byIntern['Lam Chi Kin']).toMatchObject({ state: 'endedEarly', allowance: { committedMonths: 1 } });
    const hired = await t.app.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.stage, Stage.HIRED));
    expect(page.items.map((p) => p.applicationId).sort()).toEqual(hired.map((h) => h.id).sort());
  });

  it('include a published review of the company that offered a job, counted in its rating', async () => {
    await seedDemoData(t.app.services);
    const [company] = await t.app.db
      .select({ reviewCount: companies.reviewCount, reviewAverage: companies.reviewAverage })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, 'talent@harbourwealth.demo'));
    expect(company).toEqual({ reviewCount: 1, reviewAverage: 4 });
    const reviews = await t.app.db.select({ status: companyReviews.status }).from(companyReviews);
    expect(reviews).toEqual([{ status: ReviewStatus.PUBLISHED }]);
  });
});
