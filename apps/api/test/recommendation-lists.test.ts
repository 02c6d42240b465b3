// Recommendation lists kept in the database (docs/decisions/029), through the real routes: a list
// is served from its row; what the other side adds, and what the owner changes, shows on the next
// read; what hides an entry hides it at once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles } from '../src/db/schema.js';
import { rowsOf } from '../src/db/sql-helpers.js';
import { RecommendationListKind } from '../src/modules/matching/recommendation-lists.js';
import { applyTo, candidateWithId } from './application-factories.js';
import { setJob, signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Candidate = Awaited<ReturnType<typeof candidateWithId>>;
type Company = Awaited<ReturnType<typeof signedInCompany>>;
const ALL_REGIONS = ['HongKong', 'GBA', 'HongKong & GBA'];

async function candidateWith(skills: string[], englishName = 'List Candidate'): Promise<Candidate> {
  const candidate = await candidateWithId(t);
  await t.app.db
    .update(candidateProfiles)
    .set({ skills, englishName, takeableRegions: ALL_REGIONS })
    .where(eq(candidateProfiles.userId, candidate.userId));
  return candidate;
}
async function jobsFor(candidate: Candidate): Promise<string[]> {
  const res = await call(t, 'GET', '/job/recommended', { token: candidate.token });
  expect(res.status).toBe(200);
  return res.body.items.map((r: { job: { positionName: string } }) => r.job.positionName);
}
async function candidatesFor(company: Company, jobId: string): Promise<string[]> {
  const res = await call(t, 'GET', `/job/recommended-candidates/${jobId}`, { token: company.token });
  expect(res.status).toBe(200);
  return res.body.items.map((r: { candidate: { englishName: string } }) => r.candidate.englishName);
}
async function storedIds(kind: number, ownerId: string): Promise<string[] | null | undefined> {
  const result = await t.app.db.execute(
    sql`SELECT ids FROM recommendation_lists WHERE owner_kind = ${kind} AND owner_id = ${ownerId}`,
  );
  return rowsOf<{ ids: string[] | null }>(result)[0]?.ids;
}

describe("a candidate's jobs", () => {
  let company: Company;
  let candidate: Candidate;
  const job = async (positionName: string, skills: string[], hoursAgo = 1) =>
    (
      await createJob(t, company.companyId, {
        positionName,
        skills,
        postedAt: new Date(t.clock.now().getTime() - hoursAgo * 3_600_000),
      })
    ).id;
  beforeAll(async () => {
    company = await signedInCompany(t, { companyName: 'Kappa Lists Ltd' });
    candidate = await candidateWith(['Kotlin', 'Haskell', 'Erlang']);
    await job('three', ['Kotlin', 'Haskell', 'Erlang'], 3);
    await job('two', ['Kotlin', 'Haskell'], 2);
    await job('one', ['Kotlin'], 1);
  });

  it('is served from its stored list, in the stored order', async () => {
    // No list yet (setting the skills left only a mark that there is none).
    expect(await storedIds(RecommendationListKind.JOBS_FOR_CANDIDATE, candidate.userId)).toBeNull();
    expect(await jobsFor(candidate)).toEqual(['three', 'two', 'one']);
    const ids = await storedIds(RecommendationListKind.JOBS_FOR_CANDIDATE, candidate.userId);
    expect(ids).toHaveLength(3);
    expect(await jobsFor(candidate)).toEqual(['three', 'two', 'one']);
    // The row is the answer: turned round in the table (which no trigger watches), it is read so.
    await t.app.db.execute(sql`UPDATE recommendation_lists
      SET ids = ARRAY(SELECT id FROM unnest(ids) WITH ORDINALITY AS x(id, i) ORDER BY i DESC),
        matches = (SELECT jsonb_agg(m ORDER BY i DESC) FROM jsonb_array_elements(matches) WITH ORDINALITY AS x(m, i))
      WHERE owner_kind = ${RecommendationListKind.JOBS_FOR_CANDIDATE} AND owner_id = ${candidate.userId}`);
    expect(await jobsFor(candidate)).toEqual(['one', 'two', 'three']);
  });

  it('shows a new job that fits on the next read', async () => {
    await jobsFor(candidate);
    await job('new', ['Kotlin', 'Haskell', 'Erlang'], 0);
    expect((await jobsFor(candidate))[0]).toBe('new');
  });

  it("re-ranks at once when the candidate's skills change", async () => {
    expect((await jobsFor(candidate)).slice(0, 2)).toEqual(['new', 'three']);
    await t.app.db
      .update(candidateProfiles)
      .set({ skills: ['Kotlin'] })
      .where(eq(candidateProfiles.userId, candidate.userId));
    // Every job now shares one skill: the newest first.
    expect(await jobsFor(candidate)).toEqual(['new', 'one', 'two', 'three']);
    await t.app.db
      .update(candidateProfiles)
      .set({ skills: ['Kotlin', 'Haskell', 'Erlang'] })
      .where(eq(candidateProfiles.userId, candidate.userId));
  });

  it('drops a job closed, rejected, applied to or dismissed at once', async () => {
    const ids = Object.fromEntries(
      await Promise.all(['closed', 'rejected', 'applied', 'dismissed'].map(async (n) => [n, await job(n, ['Erlang'])])),
    );
    expect(await jobsFor(candidate)).toEqual(expect.arrayContaining(['closed', 'rejected', 'applied', 'dismissed']));
    const closed = await call(t, 'PUT', `/job/update/status/${ids.closed}`, {
      token: company.token,
      body: { status: 3 },
    });
    expect(closed.status).toBe(200);
    await setJob(t, ids.rejected, { approvalStatus: 2 });
    expect((await applyTo(t, candidate, ids.applied)).status).toBe(201);
    const dismissed = await call(t, 'POST', '/job/recommended/not-interested', {
      token: candidate.token,
      body: { jobId: ids.dismissed },
    });
    expect(dismissed.status).toBe(204);
    const names = await jobsFor(candidate);
    for (const gone of ['closed', 'rejected', 'applied', 'dismissed']) expect(names).not.toContain(gone);
    expect(names.slice(0, 2)).toEqual(['new', 'three']);
  });
});

describe("a job's candidates", () => {
  let company: Company;
  let adminToken: string;
  let jobId: string;
  const people: Record<string, Candidate> = {};
  beforeAll(async () => {
    company = await signedInCompany(t, { companyName: 'Lambda Lists Ltd' });
    adminToken = (await signedInAdmin(t)).token;
    const skills = ['Fortran', 'COBOL', 'Pascal'];
    jobId = (await createJob(t, company.companyId, { positionName: 'Lists analyst', skills })).id;
    people.both = await candidateWith(['Fortran', 'COBOL'], 'both');
    people.one = await candidateWith(['Fortran'], 'one');
    people.other = await candidateWith(['Ada'], 'other');
  });

  it('is served from its stored list, and a candidate who comes to fit appears on the next read', async () => {
    expect(await candidatesFor(company, jobId)).toEqual(['both', 'one']);
    expect(await storedIds(RecommendationListKind.CANDIDATES_FOR_JOB, jobId)).toHaveLength(2);
    await t.app.db
      .update(candidateProfiles)
      .set({ skills: ['Fortran', 'COBOL', 'Pascal'] })
      .where(eq(candidateProfiles.userId, (people.other as Candidate).userId));
    expect(await candidatesFor(company, jobId)).toEqual(['other', 'both', 'one']);
  });

  it('drops a candidate whose account is suspended at once, and lists them again once restored', async () => {
    const both = people.both as Candidate;
    const suspend = await call(t, 'POST', `/admin/users/${both.userId}/suspend`, {
      token: adminToken,
      body: { reason: 'Checking documents' },
    });
    expect(suspend.status).toBe(200);
    expect(await candidatesFor(company, jobId)).toEqual(['other', 'one']);
    const restore = await call(t, 'POST', `/admin/users/${both.userId}/restore`, { token: adminToken, body: {} });
    expect(restore.status).toBe(200);
    expect(await candidatesFor(company, jobId)).toEqual(['other', 'both', 'one']);
  });

  it('drops a candidate who applied at once', async () => {
    expect((await applyTo(t, people.other as Candidate, jobId)).status).toBe(201);
    expect(await candidatesFor(company, jobId)).toEqual(['both', 'one']);
  });

  it("re-ranks its candidates when the job's skills are edited", async () => {
    await setJob(t, jobId, { skills: ['COBOL'] });
    expect(await candidatesFor(company, jobId)).toEqual(['both']);
  });
});
