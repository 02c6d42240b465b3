// The records the reports tests count (docs/decisions/042), small enough to count by hand: two
// rounds, two companies, jobs on both sides, five candidates of two institutions and two
// programmes, applications moved through the stages on set dates (events written with their
// times, as the moves write them; one application applied and screened through the real API),
// grants, the office's recommendations, and placements with extensions and an early end.
//
// Times are Hong Kong time, in November 2025 unless said; the test clock's today is 2026-03-02.
//
// | app  | candidate (institution, programme) | job (company, side, city, round) | events                                              |
// |------|------------------------------------|----------------------------------|-----------------------------------------------------|
// | app1 | c1 (HKU, BSc Computer Science)     | jA1 (A, HongKong, 1, R1)         | 0 @02 10:00, 1 @03 10:00, 3 @05 10:00, 5 @10 10:00, 6 @12 10:00 |
// | app2 | c2 (HKU, BSC COMPUTER SCIENCE)     | jA1                              | 0 @02 12:00, 1 @04 12:00, 5 @14 12:00 (offer held)  |
// | app3 | c3 (CUHK, BBA in Finance)          | jA2 (A, GBA, 4 Shenzhen, R1)     | 0 @03 09:00, 1 @04 09:00, 3 @06 09:00, 5 @16 09:00, 7 @18 09:00 |
// | app4 | c4 (CUHK, BBA in Finance)          | jA2                              | 0 @20 10:00, 1 @21 10:00, 5 @24 10:00, 6 @25 10:00  |
// | app5 | c5 (HKU, BBA in Finance)           | jB1 (B, HongKong, 1, R1)         | 0 @05 10:00, 2 @09 10:00 (rejected)                 |
// | app6 | c1                                 | jB1                              | 0 @06 10:00 (no answer)                             |
// | app7 | c3                                 | jB2 (B, GBA, 3 Guangzhou, R2)    | 0 @01 10:00, 1 @02 10:00, 3 @03 10:00, 5 @08 10:00, 6 @09 10:00 |
// | app8 | c5                                 | jB2                              | 0 @22 10:00, 1 @25 10:00, 3 @26 10:00               |
// | app9 | c4                                 | jB1                              | 0 2026-03-02 10:00, 1 2026-03-02 16:00 (the real API) |
// | -    | c2                                 | jA2                              | viewed only (stage -1): never counted               |
//
// Grants: R1 A HongKong 3, A GBA 2, B HongKong 2; R2 B GBA 2. Totals: R1 10, R2 4.
// The office's picks: r1 c1→jA1 @01 10:00 (applied, hired); r2 c3→jA1 @05 (never applied);
// r3 c5→jB1 @06 (had applied before the pick: not counted as applied); r4 c4→jA2 @19 10:00,
// withdrawn @19 12:00 (still counts; applied, hired); r5 c5→jB2 @21 (applied, not hired).
// Placements (created when hired): P1 app1 HongKong 12,000 HKD, start 2025-12-01, 2 months + an
// extension of 2 asked 2025-12-10 and approved (4 months), another of 2 asked 2026-01-05 and refused;
// P2 app4 GBA 10,500 RMB, start 2025-12-15, 2 months, an extension of 1 asked 2026-01-10 and
// withdrawn by the early end on 2026-01-20; P3 app7 GBA 10,500 RMB, start 2026-02-20, 2 months,
// an extension of 1 asked 2026-02-25 and waiting.
import { randomUUID } from 'node:crypto';
import { Stage } from '@fis/shared/application-stages';
import type { Institution } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  companies,
  officeRecommendations,
  placementExtensions,
  placements,
  roundPlaces,
  schemeRounds,
} from '../src/db/schema.js';
import { appliedId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, registerVerifiedCandidate, signInCandidate, userIdOf } from './factories.js';
import { call, TEST_ROUND_ID, type TestApp } from './helper.js';

export const ROUND_TWO_ID = '00000000-0000-4000-8000-00000000a002';

/** A Hong Kong time in November 2025 ('DD HH:mm'), or any Hong Kong 'YYYY-MM-DD HH:mm'. */
export const hkt = (at: string) =>
  new Date(at.length <= 8 ? `2025-11-${at.replace(' ', 'T')}:00+08:00` : `${at.replace(' ', 'T')}:00+08:00`);

type Move = [Stage, string, 'candidate' | 'company'];

export async function buildReportFixture(t: TestApp) {
  const db = t.app.db;
  await db.update(schemeRounds).set({ totalPlaces: 10 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
  await db.insert(schemeRounds).values({
    id: ROUND_TWO_ID,
    nameEn: 'Round Two',
    nameZh: '第二輪',
    nameCn: '第二轮',
    applicationStart: '2024-09-01',
    applicationEnd: '2024-12-31',
    internshipMonths: 2,
    maxInternshipMonths: 6,
    allowanceHongKong: 12_000,
    allowanceGba: 10_500,
    priorEmploymentMonths: 3,
    totalPlaces: 4,
  });
  const a = await signedInCompany(t, { companyName: 'Alpha Pay Ltd' });
  const b = await signedInCompany(t, { companyName: 'Beta Ledger Ltd' });
  await db.update(companies).set({ nameZh: '阿爾法支付' }).where(eq(companies.id, a.companyId));
  const jA1 = await createJob(t, a.companyId);
  const jA2 = await createJob(t, a.companyId, { location: 'GBA', city: 4 });
  const jB1 = await createJob(t, b.companyId);
  const jB2 = await createJob(t, b.companyId, { location: 'GBA', city: 3, roundId: ROUND_TWO_ID });
  await db.insert(roundPlaces).values([
    { roundId: TEST_ROUND_ID, companyId: a.companyId, side: 'HongKong', granted: 3 },
    { roundId: TEST_ROUND_ID, companyId: a.companyId, side: 'GBA', granted: 2 },
    { roundId: TEST_ROUND_ID, companyId: b.companyId, side: 'HongKong', granted: 2 },
    { roundId: ROUND_TWO_ID, companyId: b.companyId, side: 'GBA', granted: 2 },
  ]);

  const candidate = async (institution: Institution, programme: string) => {
    const input = await registerVerifiedCandidate(t, { institution, programme });
    return { email: input.email, userId: await userIdOf(t, input.email) };
  };
  const c1 = await candidate('HKU', 'BSc Computer Science');
  const c2 = await candidate('HKU', 'BSC COMPUTER SCIENCE');
  const c3 = await candidate('CUHK', 'BBA in Finance');
  const c4 = await candidate('CUHK', 'BBA in Finance');
  const c5 = await candidate('HKU', 'BBA in Finance');

  const application = async (who: { userId: string }, job: { id: string; companyId: string }, moves: Move[]) => {
    const id = randomUUID();
    const [first] = moves;
    const last = moves[moves.length - 1];
    if (!first || !last) throw new Error('an application needs its moves');
    await db.insert(applications).values({
      id,
      jobId: job.id,
      candidateId: who.userId,
      companyId: job.companyId,
      stage: last[0],
      previousStage: moves[moves.length - 2]?.[0] ?? null,
      appliedAt: hkt(first[1]),
      stageChangedAt: hkt(last[1]),
      createdAt: hkt(first[1]),
    });
    await db.insert(applicationEvents).values(
      moves.map(([toStage, at, actor], i) => ({
        applicationId: id,
        actor,
        fromStage: moves[i - 1]?.[0] ?? null,
        toStage,
        createdAt: hkt(at),
      })),
    );
    return id;
  };
  const { NEW, SCREENING, INTERVIEWING, OFFERED, HIRED, DECLINED, REJECTED_AFTER_SCREENING } = Stage;
  const app1 = await application(c1, jA1, [
    [NEW, '02 10:00', 'candidate'],
    [SCREENING, '03 10:00', 'company'],
    [INTERVIEWING, '05 10:00', 'company'],
    [OFFERED, '10 10:00', 'company'],
    [HIRED, '12 10:00', 'candidate'],
  ]);
  await application(c2, jA1, [
    [NEW, '02 12:00', 'candidate'],
    [SCREENING, '04 12:00', 'company'],
    [OFFERED, '14 12:00', 'company'],
  ]);
  await application(c3, jA2, [
    [NEW, '03 09:00', 'candidate'],
    [SCREENING, '04 09:00', 'company'],
    [INTERVIEWING, '06 09:00', 'company'],
    [OFFERED, '16 09:00', 'company'],
    [DECLINED, '18 09:00', 'candidate'],
  ]);
  const app4 = await application(c4, jA2, [
    [NEW, '20 10:00', 'candidate'],
    [SCREENING, '21 10:00', 'company'],
    [OFFERED, '24 10:00', 'company'],
    [HIRED, '25 10:00', 'candidate'],
  ]);
  await application(c5, jB1, [
    [NEW, '05 10:00', 'candidate'],
    [REJECTED_AFTER_SCREENING, '09 10:00', 'company'],
  ]);
  await application(c1, jB1, [[NEW, '06 10:00', 'candidate']]);
  const app7 = await application(c3, jB2, [
    [NEW, '01 10:00', 'candidate'],
    [SCREENING, '02 10:00', 'company'],
    [INTERVIEWING, '03 10:00', 'company'],
    [OFFERED, '08 10:00', 'company'],
    [HIRED, '09 10:00', 'candidate'],
  ]);
  await application(c5, jB2, [
    [NEW, '22 10:00', 'candidate'],
    [SCREENING, '25 10:00', 'company'],
    [INTERVIEWING, '26 10:00', 'company'],
  ]);
  await db.insert(applications).values({
    jobId: jA2.id,
    candidateId: c2.userId,
    companyId: a.companyId,
    stage: Stage.VIEWED,
    stageChangedAt: hkt('07 10:00'),
    createdAt: hkt('07 10:00'),
  });
  // app9 through the real API, at the test clock (2026-03-02 10:00 HKT), screened 6 hours later.
  const app9 = await appliedId(t, { token: await signInCandidate(t, c4.email), userId: c4.userId }, jB1.id);
  t.clock.advance(6 * 60 * 60 * 1000);
  const screened = await call(t, 'PUT', `/applications/${app9}`, { token: b.token, body: { stage: SCREENING } });
  if (screened.status !== 200) throw new Error(`screening failed: ${JSON.stringify(screened.body)}`);

  await db.insert(officeRecommendations).values([
    { jobId: jA1.id, candidateId: c1.userId, createdAt: hkt('01 10:00') },
    { jobId: jA1.id, candidateId: c3.userId, createdAt: hkt('05 10:00') },
    { jobId: jB1.id, candidateId: c5.userId, createdAt: hkt('06 10:00') },
    { jobId: jA2.id, candidateId: c4.userId, createdAt: hkt('19 10:00'), withdrawnAt: hkt('19 12:00') },
    { jobId: jB2.id, candidateId: c5.userId, createdAt: hkt('21 10:00') },
  ]);

  const placement = async (
    app: string,
    who: { userId: string },
    job: { id: string; companyId: string; roundId: string },
    values: { side: string; monthlyAllowance: number; months: number; startDate: string; hiredAt: string },
  ) => {
    const [row] = await db
      .insert(placements)
      .values({
        applicationId: app,
        roundId: job.roundId,
        companyId: job.companyId,
        candidateId: who.userId,
        jobId: job.id,
        side: values.side,
        monthlyAllowance: values.monthlyAllowance,
        months: values.months,
        startDate: values.startDate,
        datesAgreedAt: hkt(values.hiredAt),
        createdAt: hkt(values.hiredAt),
      })
      .returning({ id: placements.id });
    if (!row) throw new Error('placement insert failed');
    return row.id;
  };
  const extension = (placementId: string, months: number, status: string, at: string) =>
    db.insert(placementExtensions).values({ placementId, months, reason: 'More work', status, createdAt: hkt(at) });
  const p1 = await placement(app1, c1, jA1, {
    side: 'HongKong',
    monthlyAllowance: 12_000,
    months: 4,
    startDate: '2025-12-01',
    hiredAt: '12 10:00',
  });
  await extension(p1, 2, 'approved', '2025-12-10 10:00');
  await extension(p1, 2, 'refused', '2026-01-05 10:00');
  const p2 = await placement(app4, c4, jA2, {
    side: 'GBA',
    monthlyAllowance: 10_500,
    months: 2,
    startDate: '2025-12-15',
    hiredAt: '25 10:00',
  });
  await extension(p2, 1, 'withdrawn', '2026-01-10 10:00');
  await db
    .update(placements)
    .set({ endedOn: '2026-01-20', endReason: 'Went back to school' })
    .where(eq(placements.id, p2));
  const p3 = await placement(app7, c3, jB2, {
    side: 'GBA',
    monthlyAllowance: 10_500,
    months: 2,
    startDate: '2026-02-20',
    hiredAt: '09 10:00',
  });
  await extension(p3, 1, 'pending', '2026-02-25 10:00');

  return { a, b, candidateEmail: c1.email };
}
