// Saved candidates: a company saves an applicant of its own jobs, lists and removes them; nobody
// else may, and the answer never tells whether a candidate exists. Also the bookmark filters and
// flags of the company's applicant list.
import { randomUUID } from 'node:crypto';
import { Stage } from '@fis/shared/application-stages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appliedId, candidateWithId, insertApplication, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

const START = new Date('2026-03-02T02:00:00Z');
const LIST = '/company/bookmark/favorite-candidates';
const ADD = '/company/bookmark/favorite-candidates';
const DELETE = '/company/bookmark/delete-favorite-candidates';

let t: TestApp;
let adminToken: string;
let a: Awaited<ReturnType<typeof signedInCompany>>;
let b: Awaited<ReturnType<typeof signedInCompany>>;
let alice: Awaited<ReturnType<typeof candidateWithId>>;
let bob: Awaited<ReturnType<typeof candidateWithId>>;
let carol: Awaited<ReturnType<typeof candidateWithId>>;
let dave: Awaited<ReturnType<typeof candidateWithId>>;
let jobA1: { id: string };
let jobA2: { id: string };
let jobB: { id: string };
let aliceOnA1: string;
let aliceOnA2: string;
let bobOnA1: string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signedInAdmin(t)).token;
  a = await signedInCompany(t, { companyName: 'Alpha Pay Ltd' });
  b = await signedInCompany(t, { companyName: 'Beta Wealth Ltd' });
  alice = await candidateWithId(t);
  bob = await candidateWithId(t);
  carol = await candidateWithId(t);
  dave = await candidateWithId(t);
  t.clock.set(START);
  jobA1 = await createJob(t, a.companyId, { positionName: 'Payments Intern' });
  jobA2 = await createJob(t, a.companyId, { positionName: 'Risk Intern' });
  jobB = await createJob(t, b.companyId, { positionName: 'Wealth Intern' });
  aliceOnA1 = await appliedId(t, alice, jobA1.id);
  t.clock.set(new Date(START.getTime() + 60_000));
  aliceOnA2 = await appliedId(t, alice, jobA2.id);
  bobOnA1 = await appliedId(t, bob, jobA1.id);
  // Carol applied only to company B; Dave only viewed one of A's jobs.
  await appliedId(t, carol, jobB.id);
  await insertApplication(t, {
    jobId: jobA1.id,
    candidateId: dave.userId,
    stage: Stage.VIEWED,
    stageChangedAt: START,
    createdAt: START,
  });
});
beforeEach(() => t.clock.set(new Date(START.getTime() + 3_600_000)));
afterAll(() => t.close());

const add = (token: string, candidateId: unknown, lang = 'en') =>
  call(t, 'POST', ADD, { token, body: { candidateId }, lang });
const remove = (token: string, candidateId: unknown, lang = 'en') =>
  call(t, 'POST', DELETE, { token, body: { candidateId }, lang });
const list = (token: string, query = '') => call(t, 'GET', `${LIST}${query}`, { token });

describe('who may use saved candidates', () => {
  it('answers 401 without a token, 403 to a candidate or the admin, before reading the input', async () => {
    expect((await call(t, 'GET', LIST)).status).toBe(401);
    for (const token of [alice.token, adminToken]) {
      const listed = await list(token);
      expect(listed.status).toBe(403);
      expect(listed.body.code).toBe('FORBIDDEN');
      expect((await add(token, 'not-a-uuid')).status).toBe(403);
      expect((await remove(token, alice.userId)).status).toBe(403);
    }
  });

  it('names the field of an invalid or missing candidateId', async () => {
    const invalid = await add(a.token, 'not-a-uuid');
    expect(invalid.status).toBe(400);
    expect(invalid.body.field).toBe('candidateId');
    expect(invalid.body.message).toBe('Invalid data');
    const missing = await call(t, 'POST', DELETE, { token: a.token, body: {}, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('candidateId');
    expect(missing.body.message).toBe('This field is required');
    expect((await list(a.token, '?take=0')).status).toBe(400);
  });
});

describe('saving, listing and removing', () => {
  it('saves an applicant (twice is fine), lists it with its applications, removes it', async () => {
    expect((await list(a.token)).body).toEqual({ items: [], total: 0, page: 1, take: 10 });

    const saved = await add(a.token, alice.userId);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      candidateId: alice.userId,
      bookmarked: true,
      message: 'The candidate has been saved',
    });
    const again = await add(a.token, alice.userId, 'zh');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('已收藏此應徵者');

    t.clock.set(new Date(START.getTime() + 7_200_000));
    expect((await add(a.token, bob.userId)).status).toBe(200);

    const listed = await list(a.token);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    // Newest bookmark first.
    expect(listed.body.items.map((c: { id: string }) => c.id)).toEqual([bob.userId, alice.userId]);
    const aliceRow = listed.body.items[1];
    expect(aliceRow).toMatchObject({
      id: alice.userId,
      bookmarkedAt: new Date(START.getTime() + 3_600_000).toISOString(),
      applicationCount: 2,
      latestApplication: { id: aliceOnA2, stage: 0, job: { id: jobA2.id, positionName: 'Risk Intern' } },
    });
    expect(typeof aliceRow.englishName).toBe('string');
    expect(aliceRow.email).toBe(alice.email);
    expect(Array.isArray(aliceRow.skills)).toBe(true);
    expect(aliceRow).toHaveProperty('avatarUrl');
    expect(aliceRow).toHaveProperty('institution');
    expect(aliceRow).toHaveProperty('programme');
    expect(aliceRow).toHaveProperty('graduationYear');

    // The latest application follows the last stage change.
    await setStage(t, aliceOnA1, Stage.SCREENING, Stage.NEW);
    const after = await list(a.token);
    expect(after.body.items[1].latestApplication).toMatchObject({ id: aliceOnA1, stage: Stage.SCREENING });

    // Paging.
    const second = await list(a.token, '?page=2&take=1');
    expect(second.body).toMatchObject({ total: 2, page: 2, take: 1 });
    expect(second.body.items.map((c: { id: string }) => c.id)).toEqual([alice.userId]);

    const removed = await remove(a.token, bob.userId);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      candidateId: bob.userId,
      bookmarked: false,
      message: 'The candidate has been removed from your saved candidates',
    });
    expect((await list(a.token)).body.items.map((c: { id: string }) => c.id)).toEqual([alice.userId]);
    // Not saved any more: 404.
    const gone = await remove(a.token, bob.userId);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('NOT_FOUND');
  });

  it('finds saved candidates by English or Chinese name', async () => {
    await add(a.token, alice.userId);
    const listed = await list(a.token);
    const name: string = listed.body.items.find((c: { id: string }) => c.id === alice.userId).englishName;
    const found = await list(a.token, `?keyword=${encodeURIComponent(name.slice(0, 4))}`);
    expect(found.body.items.map((c: { id: string }) => c.id)).toContain(alice.userId);
    const none = await list(a.token, `?keyword=${encodeURIComponent('zz_no_such%name')}`);
    expect(none.body).toMatchObject({ items: [], total: 0 });
    expect((await list(a.token, '?keyword=')).status).toBe(200);
  });

  it('answers 404 for anyone who is not an applicant of the company', async () => {
    // Never applied anywhere, no such user, applied only to another company, only viewed a job.
    for (const id of [randomUUID(), carol.userId, dave.userId, a.userId]) {
      const res = await add(a.token, id);
      expect(res.status, id).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const fresh = await candidateWithId(t);
    expect((await add(a.token, fresh.userId)).status).toBe(404);
    expect((await remove(a.token, carol.userId)).status).toBe(404);
  });

  it("keeps one company's saved candidates from another", async () => {
    await add(a.token, alice.userId);
    // Company B: Alice never applied to it.
    expect((await add(b.token, alice.userId)).status).toBe(404);
    expect((await list(b.token)).body).toMatchObject({ items: [], total: 0 });
    expect((await remove(b.token, alice.userId)).status).toBe(404);
    // A's bookmark is still there.
    expect((await list(a.token)).body.items.map((c: { id: string }) => c.id)).toContain(alice.userId);
    // B saves its own applicant; A does not see it.
    expect((await add(b.token, carol.userId)).status).toBe(200);
    expect((await list(a.token)).body.items.map((c: { id: string }) => c.id)).not.toContain(carol.userId);
    expect((await list(b.token)).body.items.map((c: { id: string }) => c.id)).toEqual([carol.userId]);
  });
});

describe('GET /applications/hiring-company/candidates and bookmarks', () => {
  const applicants = (token: string, query: string) =>
    call(t, 'GET', `/applications/hiring-company/candidates${query}`, { token });

  it('flags bookmarked rows and filters by bookmarked=true and by candidateId', async () => {
    await add(a.token, alice.userId);

    const all = await applicants(a.token, '');
    expect(all.status).toBe(200);
    const flags = Object.fromEntries(
      all.body.items.map((row: { id: string; bookmarked: boolean }) => [row.id, row.bookmarked]),
    );
    expect(flags).toEqual({ [aliceOnA1]: true, [aliceOnA2]: true, [bobOnA1]: false });

    const onlySaved = await applicants(a.token, '?bookmarked=true');
    expect(onlySaved.body.items.map((row: { id: string }) => row.id).sort()).toEqual([aliceOnA1, aliceOnA2].sort());
    expect(onlySaved.body.tabCounts.all).toBe(2);
    const notOnlySaved = await applicants(a.token, '?bookmarked=false');
    expect(notOnlySaved.body.total).toBe(3);

    const bobs = await applicants(a.token, `?candidateId=${bob.userId}`);
    expect(bobs.body.items.map((row: { id: string }) => row.id)).toEqual([bobOnA1]);
    expect(bobs.body.items[0].bookmarked).toBe(false);

    // Company B's own bookmark of Carol does not flag anything of A's, and B sees only its own.
    const carols = await applicants(a.token, `?candidateId=${carol.userId}`);
    expect(carols.body).toMatchObject({ items: [], total: 0 });
    const bSaved = await applicants(b.token, '?bookmarked=true');
    expect(bSaved.body.items.every((row: { candidate: { id: string } }) => row.candidate.id === carol.userId)).toBe(
      true,
    );

    const invalid = await applicants(a.token, '?candidateId=nope');
    expect(invalid.status).toBe(400);
    expect(invalid.body.field).toBe('candidateId');
  });
});
