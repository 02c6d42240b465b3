// What makes a stored recommendation list stale (docs/decisions/029, migration 0028), as a table:
// each write of a fact the lists are computed from, by a route or straight in the database (the
// triggers see every writer), and whether the candidate's list and the job's list are stale after
// it; then the store's guard against a change that lands while a list is being made.
import { Stage } from '@fis/shared/application-stages';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { JobStatus } from '@fis/shared/job-enums';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContext } from '../src/context.js';
import {
  candidateEducation,
  candidateProfiles,
  companies,
  jobs,
  officeRecommendations,
  users,
} from '../src/db/schema.js';
import { rowsOf } from '../src/db/sql-helpers.js';
import { expireJobs } from '../src/modules/jobs/expire-jobs.js';
import {
  type ListSeen,
  RecommendationListKind,
  readRecommendationList,
  storeRecommendationList,
} from '../src/modules/matching/recommendation-lists.js';
import { appliedId, candidateWithId, setStage } from './application-factories.js';
import { setJob, signedInCompany } from './company-job-factories.js';
import { createJob } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let company: Awaited<ReturnType<typeof signedInCompany>>;
let otherCompany: Awaited<ReturnType<typeof signedInCompany>>;
let candidate: Awaited<ReturnType<typeof candidateWithId>>;
let other: Awaited<ReturnType<typeof candidateWithId>>;
let jobId: string;
const spare: string[] = [];
let applicationId = '';

beforeAll(async () => {
  t = await startTestApp();
  company = await signedInCompany(t, { companyName: 'Mu Triggers Ltd' });
  otherCompany = await signedInCompany(t, { companyName: 'Nu Triggers Ltd' });
  candidate = await candidateWithId(t);
  other = await candidateWithId(t);
  for (const who of [candidate, other]) {
    await t.app.db
      .update(candidateProfiles)
      .set({ skills: ['OCaml'], takeableRegions: ['HongKong', 'GBA', 'HongKong & GBA'] })
      .where(eq(candidateProfiles.userId, who.userId));
  }
  jobId = (await createJob(t, company.companyId, { skills: ['OCaml'] })).id;
  for (let i = 0; i < 3; i++) spare.push((await createJob(t, company.companyId, { skills: ['OCaml'] })).id);
});
afterAll(() => t.close());

/** Whether each list is stale: forgotten, or made before its other side last changed. */
async function stale(): Promise<{ candidate: boolean; job: boolean }> {
  const result = await t.app.db.execute(sql`SELECT
      bool_or(l.owner_kind = 1 AND (l.ids IS NULL OR l.generation < g.jobs_changed)) AS candidate,
      bool_or(l.owner_kind = 2 AND (l.ids IS NULL OR l.generation < g.candidates_changed)) AS job
    FROM recommendation_lists l CROSS JOIN recommendation_generations g
    WHERE (l.owner_kind, l.owner_id) IN ((1, ${candidate.userId}::uuid), (2, ${jobId}::uuid))`);
  const row = rowsOf<{ candidate: boolean; job: boolean }>(result)[0];
  return { candidate: row?.candidate ?? true, job: row?.job ?? true };
}

const both = { candidate: true, job: true };
const candidateOnly = { candidate: true, job: false };
const jobOnly = { candidate: false, job: true };
const neither = { candidate: false, job: false };
const db = () => t.app.db;
const WRITES: [string, () => Promise<unknown>, { candidate: boolean; job: boolean }][] = [
  [
    "the candidate's skills",
    () =>
      db()
        .update(candidateProfiles)
        .set({ skills: ['OCaml', 'Elm'] })
        .where(eq(candidateProfiles.userId, candidate.userId)),
    both,
  ],
  [
    "the candidate's takeable regions",
    () =>
      db()
        .update(candidateProfiles)
        .set({ takeableRegions: ['HongKong'] })
        .where(eq(candidateProfiles.userId, candidate.userId)),
    both,
  ],
  [
    'an education entry',
    () =>
      db().insert(candidateEducation).values({
        userId: candidate.userId,
        institution: 'HKU',
        educationLevel: 'MASTER',
        programme: 'Finance',
        graduationYear: 2027,
      }),
    both,
  ],
  [
    'the jobs they want',
    () =>
      call(t, 'PUT', '/user/job-preferences', {
        token: candidate.token,
        body: { jobFunctions: ['FINANCE'], jobModes: [] },
      }),
    both,
  ],
  [
    'a saved job',
    () => call(t, 'POST', '/user/bookmark/favorite-jobs', { token: candidate.token, body: { jobId: spare[0] } }),
    both,
  ],
  [
    'an application',
    async () => {
      applicationId = await appliedId(t, candidate, spare[1] as string);
    },
    both,
  ],
  ["the company's move of the application", () => setStage(t, applicationId, Stage.SCREENING), neither],
  [
    'not interested in another job',
    () => call(t, 'POST', '/job/recommended/not-interested', { token: candidate.token, body: { jobId: spare[2] } }),
    candidateOnly,
  ],
  [
    "the office's pick",
    () => db().insert(officeRecommendations).values({ jobId, candidateId: candidate.userId, createdAt: t.clock.now() }),
    both,
  ],
  ["the job's skills", () => setJob(t, jobId, { skills: ['OCaml', 'F#'] }), both],
  ['another job posted', () => createJob(t, otherCompany.companyId, { skills: ['OCaml'] }), candidateOnly],
  ['a job viewed', () => db().update(jobs).set({ viewCount: sql`view_count + 1` }).where(eq(jobs.id, jobId)), neither],
  ["the job's description", () => setJob(t, jobId, { description: 'Now with more detail.' }), neither],
  [
    'another company unlisted',
    () => db().update(companies).set({ approvalStatus: 0 }).where(eq(companies.id, otherCompany.companyId)),
    candidateOnly,
  ],
  ['another candidate suspended', () => db().update(users).set({ status: 2 }).where(eq(users.id, other.userId)), both],
  [
    "another candidate's skills",
    () =>
      db()
        .update(candidateProfiles)
        .set({ skills: ['Elm'] })
        .where(eq(candidateProfiles.userId, other.userId)),
    jobOnly,
  ],
];

describe('a stored list is stale after', () => {
  it.each(WRITES)('%s', async (_name, write, expected) => {
    expect((await call(t, 'GET', '/job/recommended', { token: candidate.token })).status).toBe(200);
    expect((await call(t, 'GET', `/job/recommended-candidates/${jobId}`, { token: company.token })).status).toBe(200);
    expect(await stale()).toEqual(neither);
    await write();
    expect(await stale()).toEqual(expected);
  });

  it('a job expiring by the expiry task', async () => {
    // Its last day is today, so the queue's own run of the task (every 10 minutes of real time)
    // cannot expire it while the list is made; only once the test clock has moved to tomorrow.
    const expiring = await createJob(t, otherCompany.companyId, { expiresOn: hongKongDate(t.clock.now()) });
    await call(t, 'GET', '/job/recommended', { token: candidate.token });
    expect((await stale()).candidate).toBe(false);
    t.clock.advance(24 * 60 * 60 * 1000);
    await expireJobs(t.app.services);
    const [expired] = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, expiring.id));
    expect(expired?.status).toBe(JobStatus.EXPIRED);
    expect((await stale()).candidate).toBe(true);
  });
});

describe('storing a list made while its facts changed', () => {
  const KIND = RecommendationListKind.JOBS_FOR_CANDIDATE;
  const ctx = () => makeContext(t.app.services, { user: null, lang: 'en' });
  const nothing = () => sql`SELECT NULL::jsonb AS stored WHERE false`;
  const read = async (): Promise<ListSeen | null> => {
    const found = await readRecommendationList(ctx(), KIND, candidate.userId, nothing);
    return found.fresh ? null : found.seen;
  };
  const store = (seen: ListSeen) => storeRecommendationList(ctx(), KIND, candidate.userId, seen, []);
  const touch = () =>
    db()
      .update(candidateProfiles)
      .set({ skills: ['OCaml'] })
      .where(eq(candidateProfiles.userId, candidate.userId));

  it("does not land once the owner's facts changed, nor where a row appeared since", async () => {
    await touch();
    const seen = (await read()) as ListSeen;
    await touch();
    await store(seen);
    expect(await read()).not.toBeNull();
    await store((await read()) as ListSeen);
    expect(await read()).toBeNull();
    await db().execute(
      sql`DELETE FROM recommendation_lists WHERE owner_kind = ${KIND} AND owner_id = ${candidate.userId}`,
    );
    const absent = (await read()) as ListSeen;
    expect(absent.version).toBeNull();
    await touch();
    await store(absent);
    expect(await read()).not.toBeNull();
  });

  it('lands, but stale, when the other side changed after it was read', async () => {
    await touch();
    const seen = (await read()) as ListSeen;
    await createJob(t, company.companyId, { skills: ['OCaml'] });
    await store(seen);
    const result = await db().execute(
      sql`SELECT ids FROM recommendation_lists WHERE owner_kind = ${KIND} AND owner_id = ${candidate.userId}`,
    );
    expect(rowsOf<{ ids: string[] | null }>(result)[0]?.ids).toEqual([]);
    expect(await read()).not.toBeNull();
  });
});
