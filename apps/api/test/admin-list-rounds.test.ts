// The admin lists' round filters (decision 054): the candidates of a round (an application to one
// of its jobs), the companies taking part in a round (a job of it, or places granted in it) and,
// within a round, those with funded places not yet offered, counted per side as the fill board
// counts them. Each filter finds exactly its rows on the list, in its CSV and in the group-message
// audience; a bad value is a 400 naming the field.
import { Stage } from '@fis/shared/application-stages';
import { EligibilityStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidateProfiles, companies, roundPlaces, schemeRounds } from '../src/db/schema.js';
import { candidateWithId, insertApplication } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { parseCsv } from './csv-reader.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, TEST_ROUND_ID, type TestApp } from './helper.js';

const R1 = TEST_ROUND_ID;
const R2 = '00000000-0000-4000-8000-00000000b002';
/** A well-formed id of no round. */
const NO_ROUND = '00000000-0000-4000-8000-00000000b0ff';
/** A word in every name and programme this file makes, so that a search finds only them. */
const TAG = `rf${Date.now().toString(36)}`;

let t: TestApp;
let token: string;
/** Company ids by letter, candidate ids by number (see beforeAll). */
const co: Record<string, string> = {};
const cand: Record<string, string> = {};

// Companies, in round 1 unless said, each in Hong Kong but B, in the GBA mainland:
// A  HK grant 2, one offer held and one hire on HK: nothing left; an offer on the GBA side with no grant.
// B  GBA grant 2, one offer held and one declined there: 1 left; 3 offers on HK with no HK grant (the
//    sides are not added up: B still has a place to offer).
// C  HK grant 1 and no job: takes part by its grant, 1 left.
// D  a deleted job in round 1 (not taking part); an open job in round 2.
// E  a grant of 0 in round 1 and no job (not taking part); GBA grant 1 in round 2, unused: 1 left there.
// F  an open job in round 1, no grant: takes part, nothing to offer.
// Candidates: 1 applied in round 1 (verified); 2 only viewed a round 1 job; 3 applied in round 2;
// 4 applied in round 1 to the job later deleted (its application ended with it); 5 applied in both
// rounds; 6 applied nowhere. Everyone but 1 unverified.
beforeAll(async () => {
  t = await startTestApp();
  token = (await signedInAdmin(t)).token;
  await t.app.db.insert(schemeRounds).values({
    id: R2,
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
  });
  for (const letter of ['A', 'B', 'C', 'D', 'E', 'F']) {
    co[letter] = (await signedInCompany(t, { companyName: `${letter} ${TAG} Ltd` })).companyId;
    const location = letter === 'B' ? 'GBA' : 'HongKong';
    await t.app.db
      .update(companies)
      .set({ location })
      .where(eq(companies.id, co[letter] ?? ''));
  }
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const candidate = await candidateWithId(t);
    await t.app.db
      .update(candidateProfiles)
      .set({
        englishName: `Person${n} ${TAG}`,
        programme: `BSc ${TAG}`,
        eligibilityStatus: n === 1 ? EligibilityStatus.VERIFIED : EligibilityStatus.UNVERIFIED,
      })
      .where(eq(candidateProfiles.userId, candidate.userId));
    cand[n] = candidate.userId;
  }
  const grant = (company: string, roundId: string, side: string, granted: number) =>
    t.app.db.insert(roundPlaces).values({ roundId, companyId: co[company] ?? '', side, granted });
  await grant('A', R1, 'HongKong', 2);
  await grant('B', R1, 'GBA', 2);
  await grant('C', R1, 'HongKong', 1);
  await grant('E', R1, 'HongKong', 0);
  await grant('E', R2, 'GBA', 1);

  const job = (company: string, values: Parameters<typeof createJob>[2] = {}) =>
    createJob(t, co[company] ?? '', values);
  const aHk = await job('A');
  const aGba = await job('A', { location: 'GBA', city: 4 });
  const bHk = await job('B');
  const bGba = await job('B', { location: 'GBA', city: 3 });
  const dGone = await job('D', { deletedAt: t.clock.now() });
  const dR2 = await job('D', { roundId: R2 });
  await job('F');

  const now = t.clock.now();
  const apply = async (candidate: number | string, jobId: string, stage: Stage) =>
    insertApplication(t, {
      jobId,
      candidateId: typeof candidate === 'number' ? (cand[candidate] ?? '') : candidate,
      stage,
      appliedAt: stage === Stage.VIEWED ? null : now,
      stageChangedAt: now,
      createdAt: now,
    });
  // Offers and hires that use places: others' candidates, so the candidates above stay as described.
  const extra = async () => (await candidateWithId(t)).userId;
  await apply(await extra(), aHk.id, Stage.OFFERED);
  await apply(await extra(), aHk.id, Stage.HIRED);
  await apply(await extra(), aGba.id, Stage.OFFERED);
  await apply(await extra(), bGba.id, Stage.OFFERED);
  await apply(await extra(), bGba.id, Stage.DECLINED);
  for (let i = 0; i < 3; i++) await apply(await extra(), bHk.id, Stage.OFFERED);

  await apply(1, aHk.id, Stage.NEW);
  await apply(2, aHk.id, Stage.VIEWED);
  await apply(3, dR2.id, Stage.SCREENING);
  await apply(4, dGone.id, Stage.JOB_DELETED);
  await apply(5, bHk.id, Stage.INTERVIEWING);
  await apply(5, aGba.id, Stage.REJECTED_AFTER_SCREENING);
  await apply(5, dR2.id, Stage.NEW);
});
afterAll(() => t?.close());

const get = (path: string) => call(t, 'GET', path, { token });
const sorted = (values: (string | undefined)[]) => [...values].sort();

/** The list's ids, its CSV's number of rows and the group-message audience's count, for one query. */
async function read(list: 'candidates' | 'companies', query: string) {
  const page = await get(`/admin/${list}?keyword=${TAG}&take=100&${query}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const csv = await fetch(`${t.url}/api/v1/admin/${list}/export-csv?keyword=${TAG}&${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(csv.status).toBe(200);
  const [, ...records] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
  const audience = await get(`/admin/group-messages/audience/${list}?keyword=${TAG}&${query}`);
  expect(audience.status, JSON.stringify(audience.body)).toBe(200);
  const ids = (page.body.items as { id: string }[]).map((row) => row.id);
  return { ids: sorted(ids), total: page.body.total as number, csvRows: records.length, reached: audience.body.count };
}

describe('the candidates of a round', () => {
  it('are those who applied to a job of the round, whatever became of it: the list, its CSV and the audience', async () => {
    const cases: [string, number[]][] = [
      [`roundId=${R1}`, [1, 4, 5]],
      [`roundId=${R2}`, [3, 5]],
      [`roundId=${R1}&eligibilityStatus=${EligibilityStatus.UNVERIFIED}`, [4, 5]],
      [`roundId=${R1}&eligibilityStatus=${EligibilityStatus.VERIFIED}`, [1]],
      ['', [1, 2, 3, 4, 5, 6]],
    ];
    for (const [query, expected] of cases) {
      const found = await read('candidates', query);
      const ids = sorted(expected.map((n) => cand[n]));
      expect(found, query).toEqual({ ids, total: ids.length, csvRows: ids.length, reached: ids.length });
    }
  });

  it('finds no one in a round that does not exist', async () => {
    expect(await read('candidates', `roundId=${NO_ROUND}`)).toEqual({ ids: [], total: 0, csvRows: 0, reached: 0 });
  });

  it('writes the CSV in the list’s order', async () => {
    const csv = await fetch(`${t.url}/api/v1/admin/candidates/export-csv?keyword=${TAG}&roundId=${R1}&sort=name`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [, ...records] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    expect(records.map((row) => row[0])).toEqual([`Person1 ${TAG}`, `Person4 ${TAG}`, `Person5 ${TAG}`]);
  });
});

describe('the companies of a round', () => {
  it('are those with a job of the round or places granted in it: the list, its CSV and the audience', async () => {
    const cases: [string, string[]][] = [
      [`roundId=${R1}`, ['A', 'B', 'C', 'F']],
      [`roundId=${R2}`, ['D', 'E']],
      [`roundId=${R1}&placesLeft=true`, ['B', 'C']],
      [`roundId=${R1}&placesLeft=false`, ['A', 'F']],
      [`roundId=${R2}&placesLeft=true`, ['E']],
      [`roundId=${R2}&placesLeft=false`, ['D']],
      [`roundId=${R1}&placesLeft=true&region=HongKong`, ['C']],
      [`roundId=${R1}&region=GBA`, ['B']],
      [`roundId=${NO_ROUND}&placesLeft=true`, []],
    ];
    for (const [query, expected] of cases) {
      const found = await read('companies', query);
      const ids = sorted(expected.map((letter) => co[letter]));
      expect(found, query).toEqual({ ids, total: ids.length, csvRows: ids.length, reached: ids.length });
    }
  });

  it('with places not yet offered are those the fill board shows places left for', async () => {
    for (const roundId of [R1, R2]) {
      const board = await get(`/admin/rounds/${roundId}/places`);
      expect(board.status).toBe(200);
      const ours = new Set(Object.values(co));
      const withLeft = (board.body.companies as { companyId: string; left: number }[])
        .filter((row) => ours.has(row.companyId) && row.left > 0)
        .map((row) => row.companyId);
      expect((await read('companies', `roundId=${roundId}&placesLeft=true`)).ids).toEqual(
        sorted([...new Set(withLeft)]),
      );
    }
  });

  it('follow an offer made and declined: the place is offered, then free again', async () => {
    const cJob = await createJob(t, co.C ?? '');
    const candidateId = (await candidateWithId(t)).userId;
    const now = t.clock.now();
    await insertApplication(t, {
      jobId: cJob.id,
      candidateId,
      stage: Stage.OFFERED,
      appliedAt: now,
      stageChangedAt: now,
      createdAt: now,
    });
    expect((await read('companies', `roundId=${R1}&placesLeft=true`)).ids).toEqual([co.B]);
    await t.app.db
      .update(applications)
      .set({ stage: Stage.DECLINED, previousStage: Stage.OFFERED })
      .where(eq(applications.candidateId, candidateId));
    expect((await read('companies', `roundId=${R1}&placesLeft=true`)).ids).toEqual(sorted([co.B, co.C]));
  });
});

describe('a bad round filter', () => {
  it.each([
    ['candidates', 'roundId=nope', 'roundId'],
    ['candidates', 'roundId=42', 'roundId'],
    ['companies', 'roundId=round-1', 'roundId'],
    ['companies', `roundId=${R1}&placesLeft=maybe`, 'placesLeft'],
    // Places are counted in one round: without it, the round is asked for.
    ['companies', 'placesLeft=true', 'roundId'],
    ['companies', 'placesLeft=false', 'roundId'],
  ])('/admin/%s?%s is a 400 naming %s: the list, its export and the audience', async (list, query, field) => {
    for (const path of [
      `/admin/${list}?${query}`,
      `/admin/${list}/export-csv?${query}`,
      `/admin/group-messages/audience/${list}?${query}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.field, path).toBe(field);
    }
  });

  it('refuses a group message to companies by their places without a round, naming the round, and sends nothing', async () => {
    const res = await call(t, 'POST', '/admin/group-messages', {
      token,
      body: {
        audience: { list: 'companies', filters: { keyword: TAG, placesLeft: 'true' } },
        texts: { en: { subject: 'Your places', description: 'Please make your offers.' } },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('roundId');
    expect((await get('/admin/group-messages')).body.total).toBe(0);
  });

  it('sends a group message to the companies with places not yet offered in a round', async () => {
    const res = await call(t, 'POST', '/admin/group-messages', {
      token,
      body: {
        audience: { list: 'companies', filters: { keyword: TAG, roundId: R1, placesLeft: 'true' } },
        texts: { en: { subject: 'Your places, {{company}}', description: 'Please make your offers.' } },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.item).toMatchObject({ recipients: 2 });
  });
});

// The rows ticked on a page (decision 059): the list, its CSV and the audience narrowed to them,
// within the other filters; more than a page's worth, or a bad id, is a 400 naming `ids`.
describe('the selection', () => {
  it('narrows the list, its CSV and the group-message audience to the rows ticked', async () => {
    const ticked = [cand[1], cand[3], cand[6]].join(',');
    const found = await read('candidates', `ids=${ticked}`);
    const ids = sorted([cand[1], cand[3], cand[6]]);
    expect(found).toEqual({ ids, total: 3, csvRows: 3, reached: 3 });
    // Within the other filters: of the three, only 1 applied in round 1.
    expect(await read('candidates', `ids=${ticked}&roundId=${R1}`)).toEqual({
      ids: [cand[1]],
      total: 1,
      csvRows: 1,
      reached: 1,
    });
    const companiesTicked = await read('companies', `ids=${co.A},${co.F}`);
    expect(companiesTicked.ids).toEqual(sorted([co.A, co.F]));
  });

  it('refuses more than a page of rows, or an id that cannot be one, naming the field', async () => {
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    const tooMany = await get(`/admin/candidates?ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'TOO_MANY_ITEMS', field: 'ids' });
    const bad = await get(`/admin/companies/export-csv?ids=${co.A},nope`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'FIELD_INVALID', field: expect.stringMatching(/^ids/) });
  });
});
