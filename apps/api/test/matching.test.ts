// Matching (docs/decisions/027): the skill dictionary in the database, the score and its parts in
// the reader's language, and which jobs and candidates a recommendation may hold (the eligibility
// gate, visible jobs only, applied and "not interested" left out, the office's picks first).
import type { Language } from '@fis/shared/enums';
import { SKILL_DICTIONARY } from '@fis/shared/match-weights';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContext } from '../src/context.js';
import {
  candidateJobPreferences,
  candidateProfiles,
  officeRecommendations,
  recommendationDismissals,
  users,
} from '../src/db/schema.js';
import { rowsOf } from '../src/db/sql-helpers.js';
import { matchCandidatesForJob } from '../src/modules/matching/match-candidates-for-job.js';
import { matchJobsForCandidate } from '../src/modules/matching/match-jobs-for-candidate.js';
import { appliedId, candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ctx = (lang: Language = 'en') => makeContext(t.app.services, { user: null, lang });
type Candidate = Awaited<ReturnType<typeof candidateWithId>>;

async function profile(candidate: Candidate, values: Partial<typeof candidateProfiles.$inferInsert>) {
  await t.app.db.update(candidateProfiles).set(values).where(eq(candidateProfiles.userId, candidate.userId));
}
async function wants(candidate: Candidate, jobFunctions: string[], jobModes: string[] = []) {
  await t.app.db
    .insert(candidateJobPreferences)
    .values({ userId: candidate.userId, jobFunctions, jobModes, updatedAt: t.clock.now() });
}
async function officePick(candidate: Candidate, jobId: string) {
  await t.app.db
    .insert(officeRecommendations)
    .values({ jobId, candidateId: candidate.userId, createdAt: t.clock.now() });
}
async function dismiss(candidate: Candidate, jobId: string) {
  await t.app.db
    .insert(recommendationDismissals)
    .values({ jobId, candidateId: candidate.userId, createdAt: t.clock.now() });
}

describe('the skill dictionary', () => {
  it('gives every name of a skill, in every language and script, the one key', async () => {
    const names = [...SKILL_DICTIONARY].flatMap(([key, n]) =>
      [n.en, n.zh, n.cn, ` ${n.en.toUpperCase()} `].map((name) => ({ key, name })),
    );
    const result = await t.app.db.execute(
      sql`SELECT skill_keys(ARRAY[name]) AS keys FROM unnest(${`{${names.map((n) => JSON.stringify(n.name)).join(',')}}`}::text[]) WITH ORDINALITY AS x(name, i) ORDER BY i`,
    );
    expect(rowsOf<{ keys: string[] }>(result).map((r) => r.keys)).toEqual(names.map((n) => [n.key]));
  });

  it('keeps a skill outside the dictionary as written, folded, so that alike texts still meet; one key per skill, in order', async () => {
    const result = await t.app.db.execute(
      sql`SELECT skill_keys(ARRAY['  Quant  Lib ', '數據分析', 'quant lib', '量化 模型']) AS keys`,
    );
    expect(rowsOf<{ keys: string[] }>(result)[0]?.keys).toEqual([
      'quant lib',
      'data analysis',
      'quant lib',
      '量化 模型',
    ]);
  });
});

describe('jobs for a candidate', () => {
  let candidate: Candidate;
  const jobs: Record<string, string> = {};
  beforeAll(async () => {
    const company = await signedInCompany(t, { companyName: 'Lambda Match Ltd' });
    candidate = await candidateWithId(t);
    // Every region open to this candidate, so that the scores are what these tests read; the rules that
    // close regions are eligibility-rules.test.ts's, and the gate's test below closes one.
    await profile(candidate, {
      skills: ['數據分析', 'Python'],
      takeableRegions: ['HongKong', 'GBA', 'HongKong & GBA'],
    });
    await wants(candidate, ['FINANCE'], ['REMOTE']);
    const job = async (name: string, hoursAgo: number, overrides: Parameters<typeof createJob>[2]) => {
      const row = await createJob(t, company.companyId, {
        positionName: name,
        postedAt: new Date(t.clock.now().getTime() - hoursAgo * 3_600_000),
        ...overrides,
      });
      jobs[name] = row.id;
    };
    await job('all', 5, {
      skills: ['Data Analysis', 'python', 'SQL'],
      jobFunction: 'FINANCE',
      jobMode: 'REMOTE',
      educationLevels: ['UNDERGRADUATE', 'MASTER'],
      graduationYearFrom: 2026,
      graduationYearTo: 2028,
    });
    await job('one skill', 4, {
      skills: ['數據分析'],
      jobFunction: 'MARKETING',
      jobMode: 'ONSITE',
      location: 'GBA',
      city: 4,
      educationLevels: ['MASTER'],
      graduationYearFrom: 2025,
      graduationYearTo: 2026,
    });
    await job('function', 3, { skills: ['Excel'], jobFunction: 'FINANCE', location: 'HongKong & GBA', city: 4 });
    await job('closed', 1, { skills: ['Python'], jobFunction: 'FINANCE', status: 3 });
    await job('applied', 1, { skills: ['Python'], jobFunction: 'FINANCE', jobMode: 'FULLTIME' });
    await job('dismissed', 1, { skills: ['Python'], jobFunction: 'FINANCE' });
    await job('office', 40, { skills: ['Welding'], jobFunction: 'OTHER' });
    await job('unrelated', 1, { skills: ['Welding'], jobFunction: 'MAINTENANCE' });
    await appliedId(t, candidate, jobs.applied as string);
    await dismiss(candidate, jobs.dismissed as string);
    await officePick(candidate, jobs.office as string);
  });

  it("lists the office's picks first, then the best match; never closed, applied, dismissed or unrelated jobs", async () => {
    const list = await matchJobsForCandidate(ctx(), { candidateId: candidate.userId, limit: 10 });
    expect(list.map((r) => [r.job.positionName, r.match.score, r.recommendedByOffice])).toEqual([
      ['office', 30, true],
      ['all', 87, false],
      ['function', 45, false],
      ['one skill', 13, false],
    ]);
  });

  it('gives each part its points, met or not, and what it found in the reader’s language', async () => {
    const [all, oneSkill] = (await matchJobsForCandidate(ctx(), { candidateId: candidate.userId, limit: 10 }))
      .slice(1, 4)
      .filter((r) => r.job.positionName !== 'function');
    expect(all?.match.parts).toEqual([
      { part: 'skills', points: 27, max: 40, met: true, details: ['Data Analysis', 'Python'] },
      { part: 'jobFunction', points: 20, max: 20, met: true, details: ['Finance'] },
      { part: 'jobMode', points: 10, max: 10, met: true, details: ['Remote'] },
      { part: 'education', points: 10, max: 10, met: true, details: ['Undergraduate'] },
      { part: 'graduation', points: 10, max: 10, met: true, details: ['2027'] },
      { part: 'location', points: 10, max: 10, met: true, details: ['Hong Kong'] },
    ]);
    expect(oneSkill?.match.parts.filter((p) => !p.met).map((p) => [p.part, p.details])).toEqual([
      ['jobFunction', ['Marketing']],
      ['jobMode', ['On-site']],
      ['education', ['Master']],
      ['graduation', ['2027']],
      ['location', ['Shenzhen']],
    ]);
    for (const [lang, names, fn] of [
      ['zh', ['數據分析', 'Python'], '財務'],
      ['cn', ['数据分析', 'Python'], '财务'],
    ] as const) {
      const [, first] = await matchJobsForCandidate(ctx(lang), { candidateId: candidate.userId, limit: 2 });
      expect(first?.match.parts[0]?.details).toEqual(names);
      expect(first?.match.parts[1]?.details).toEqual([fn]);
    }
  });

  it('scores exactly the jobs named, dismissed or applied too, but never one closed or not takeable', async () => {
    const named = [jobs.all, jobs.dismissed, jobs.applied, jobs.closed, jobs.unrelated] as string[];
    const list = await matchJobsForCandidate(ctx(), { candidateId: candidate.userId, limit: 10, jobIds: named });
    expect(list.map((r) => r.job.positionName).sort()).toEqual(['all', 'applied', 'dismissed', 'unrelated']);
    expect(await matchJobsForCandidate(ctx(), { candidateId: candidate.userId, limit: 10, jobIds: [] })).toEqual([]);
  });

  it('leaves out jobs in regions the scheme’s rules rule the candidate out of', async () => {
    await profile(candidate, { takeableRegions: ['HongKong'] });
    const list = await matchJobsForCandidate(ctx(), { candidateId: candidate.userId, limit: 10 });
    expect(list.map((r) => r.job.positionName)).toEqual(['office', 'all']);
    await profile(candidate, { takeableRegions: ['HongKong', 'GBA', 'HongKong & GBA'] });
  });
});

describe('candidates for a job', () => {
  const people: Record<string, Candidate> = {};
  let jobId: string;
  beforeAll(async () => {
    const company = await signedInCompany(t, { companyName: 'Mu Match Ltd' });
    // A skill and a function of its own, so that the candidates of the tests above do not share it.
    jobId = (await createJob(t, company.companyId, { skills: ['Rust'], jobFunction: 'TRADING' })).id;
    for (const name of ['skill', 'wants', 'applied', 'dismissed', 'mainland', 'office', 'unrelated', 'deleted']) {
      people[name] = await candidateWithId(t);
      await profile(people[name] as Candidate, { englishName: name, skills: ['rust', 'Excel'] });
    }
    const p = people as Record<string, Candidate>;
    await profile(p.wants as Candidate, { skills: ['Rust'], chineseName: '張美玲' });
    await wants(p.wants as Candidate, ['TRADING']);
    await appliedId(t, p.applied as Candidate, jobId);
    await dismiss(p.dismissed as Candidate, jobId);
    await profile(p.mainland as Candidate, { takeableRegions: ['GBA'] });
    await profile(p.office as Candidate, { skills: ['Welding'] });
    await officePick(p.office as Candidate, jobId);
    await profile(p.unrelated as Candidate, { skills: ['Welding'] });
    await t.app.db
      .update(users)
      .set({ status: 2 })
      .where(eq(users.id, (p.deleted as Candidate).userId));
  });

  it("lists the office's picks first, then the best match; never applied, dismissed, ruled out, unrelated or deleted", async () => {
    const list = await matchCandidatesForJob(ctx(), { jobId, limit: 10 });
    expect(list.map((r) => [r.candidate.englishName, r.match.score, r.recommendedByOffice])).toEqual([
      ['office', 30, true],
      ['wants', 63, false],
      ['skill', 43, false],
    ]);
    expect(list[1]?.candidate).toMatchObject({
      chineseName: '張美玲',
      institution: 'CUHK',
      graduationYear: 2027,
      skills: ['Rust'],
    });
  });

  it('finds candidates by name in either script, and scores exactly the candidates named', async () => {
    const found = await matchCandidatesForJob(ctx(), { jobId, limit: 10, search: '张美' });
    expect(found.map((r) => r.candidate.englishName)).toEqual(['wants']);
    const named = ['unrelated', 'applied', 'mainland', 'deleted'].map((n) => (people[n] as Candidate).userId);
    const scored = await matchCandidatesForJob(ctx(), { jobId, limit: 10, candidateIds: named });
    expect(scored.map((r) => r.candidate.englishName)).toEqual(['unrelated']);
  });

  it('recommends nobody for a job candidates cannot see', async () => {
    const company = await signedInCompany(t, { companyName: 'Nu Match Ltd' });
    const closed = await createJob(t, company.companyId, { skills: ['Rust'], status: 3 });
    expect(await matchCandidatesForJob(ctx(), { jobId: closed.id, limit: 10 })).toEqual([]);
  });
});

describe('the routes', () => {
  let company: Awaited<ReturnType<typeof signedInCompany>>;
  let other: Awaited<ReturnType<typeof signedInCompany>>;
  let candidate: Candidate;
  let adminToken: string;
  let jobId: string;
  let otherJobId: string;
  beforeAll(async () => {
    company = await signedInCompany(t, { companyName: 'Xi Route Ltd' });
    other = await signedInCompany(t, { companyName: 'Omicron Route Ltd' });
    adminToken = (await signedInAdmin(t)).token;
    candidate = await candidateWithId(t);
    await profile(candidate, { skills: ['Solidity', '區塊鏈'], englishName: 'Route Candidate' });
    jobId = (
      await createJob(t, company.companyId, { positionName: 'Chain Analyst', skills: ['Solidity', 'Blockchain'] })
    ).id;
    otherJobId = (await createJob(t, other.companyId, { positionName: 'Ledger Intern', skills: ['区块链'] })).id;
  });
  const get = (token: string | undefined, path: string, lang = 'en') => call(t, 'GET', path, { token, lang });
  const post = (token: string | undefined, path: string, body: unknown, lang = 'en') =>
    call(t, 'POST', path, { token, body, lang });
  const invite = (token: string | undefined, job: string, body: Record<string, unknown> = {}) =>
    post(token, `/job/recommended-candidates/${job}/invite`, {
      candidateId: candidate.userId,
      subject: 'Chain Analyst at Xi Route',
      description: 'We think you would do well here. Would you apply?',
      ...body,
    });

  it('answers 401 to a visitor and 403 to a role that has no business there, on every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/job/recommended'],
      ['POST', '/job/recommended/not-interested', { jobId }],
      ['GET', '/user/job-preferences'],
      ['PUT', '/user/job-preferences', { jobFunctions: [], jobModes: [] }],
      ['GET', `/job/recommended-candidates/${jobId}`],
      ['POST', `/job/recommended-candidates/${jobId}/invite`, {}],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(t, method, path, { body })).status, path).toBe(401);
    }
    const forbidden: [string, [string, string, unknown?][]][] = [
      [company.token, routes.slice(0, 4)],
      [adminToken, [...routes.slice(0, 4), routes[5] as [string, string, unknown]]],
      [candidate.token, routes.slice(4)],
    ];
    for (const [token, list] of forbidden) {
      for (const [method, path, body] of list)
        expect((await call(t, method, path, { token, body })).status, path).toBe(403);
    }
  });

  it("answers 404 for another company's job, and the admin reads any job's", async () => {
    expect((await get(company.token, `/job/recommended-candidates/${otherJobId}`)).status).toBe(404);
    expect((await invite(company.token, otherJobId)).status).toBe(404);
    const admin = await get(adminToken, `/job/recommended-candidates/${otherJobId}`);
    expect(admin.status).toBe(200);
    expect(admin.body.items.map((r: { candidate: { id: string } }) => r.candidate.id)).toContain(candidate.userId);
  });

  it('names the field of bad input, translated', async () => {
    const badId = await get(company.token, '/job/recommended-candidates/not-a-uuid');
    expect([badId.status, badId.body.field]).toEqual([400, 'id']);
    const missing = await post(candidate.token, '/job/recommended/not-interested', {});
    expect([missing.status, missing.body.field, missing.body.message]).toEqual([
      400,
      'jobId',
      'This field is required',
    ]);
    const badPreference = await call(t, 'PUT', '/user/job-preferences', {
      token: candidate.token,
      body: { jobFunctions: ['FINANCE', 'ASTRONAUT'], jobModes: [] },
      lang: 'zh',
    });
    expect([badPreference.status, badPreference.body.field]).toEqual([400, 'jobFunctions.1']);
    expect(badPreference.body.message).toMatch(/[\u4e00-\u9fff]/);
    const noBody = await invite(company.token, jobId, { description: '   ' });
    expect([noBody.status, noBody.body.field]).toEqual([400, 'description']);
  });

  it('lists the recommendations with their reasons in en, zh and cn', async () => {
    for (const [lang, skills] of [
      ['en', ['Solidity', 'Blockchain']],
      ['zh', ['Solidity', '區塊鏈']],
      ['cn', ['Solidity', '区块链']],
    ] as const) {
      const jobsRes = await get(candidate.token, '/job/recommended', lang);
      expect(jobsRes.status).toBe(200);
      expect(jobsRes.headers.get('cache-control')).toBe('no-store');
      const mine = jobsRes.body.items.find((r: { job: { id: string } }) => r.job.id === jobId);
      expect(mine.match.parts[0]).toMatchObject({ part: 'skills', met: true, details: skills });
      const people = await get(company.token, `/job/recommended-candidates/${jobId}`, lang);
      const found = people.body.items.find((r: { candidate: { id: string } }) => r.candidate.id === candidate.userId);
      expect(found.match.parts[0].details).toEqual(skills);
      expect(found.invitedAt).toBeNull();
    }
  });

  it('keeps the jobs the candidate wants, and recommends by them', async () => {
    expect((await get(candidate.token, '/user/job-preferences')).body).toEqual({ jobFunctions: [], jobModes: [] });
    const saved = await call(t, 'PUT', '/user/job-preferences', {
      token: candidate.token,
      body: { jobFunctions: ['PROCUREMENT'], jobModes: ['REMOTE'] },
    });
    expect(saved.body).toEqual({ jobFunctions: ['PROCUREMENT'], jobModes: ['REMOTE'] });
    const wanted = await createJob(t, other.companyId, { skills: [], jobFunction: 'PROCUREMENT', jobMode: 'REMOTE' });
    const list = await get(candidate.token, '/job/recommended');
    const row = list.body.items.find((r: { job: { id: string } }) => r.job.id === wanted.id);
    expect(row.match.parts.filter((p: { met: boolean }) => p.met).map((p: { part: string }) => p.part)).toEqual([
      'jobFunction',
      'jobMode',
      'education',
      'graduation',
      'location',
    ]);
  });

  it('invites a recommended candidate once, by a message they receive; the company learns no address until they reply', async () => {
    const sent = await invite(company.token, jobId);
    expect([sent.status, sent.body.message]).toEqual([201, 'Sent message successfully']);
    const inbox = await get(candidate.token, '/contact/inbox');
    expect(JSON.stringify(inbox.body)).toContain('Chain Analyst at Xi Route');
    const again = await invite(company.token, jobId);
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      'ALREADY_INVITED',
      'You have already invited this candidate to this job',
    ]);
    const listed = await get(company.token, `/job/recommended-candidates/${jobId}`);
    const row = listed.body.items.find((r: { candidate: { id: string } }) => r.candidate.id === candidate.userId);
    expect(row.invitedAt).toBe(t.clock.now().toISOString());
    // Decision 027: no contact detail before an application or a reply. Not in the sent box, its
    // search, the thread or the recipient look-up, and no follow-up by address.
    const sentBox = await get(company.token, '/contact/send');
    expect(sentBox.body.items[0].recipients).toEqual([
      expect.objectContaining({ id: candidate.userId, email: null, name: 'Route Candidate' }),
    ]);
    const invitation = sentBox.body.items[0].id;
    const answers = () => [
      get(company.token, '/contact/send'),
      get(company.token, `/contact/${invitation}`),
      get(company.token, '/contact/search/email?keyword=Route'),
      get(company.token, `/contact/search/email?keyword=${encodeURIComponent(candidate.email)}`),
    ];
    for (const answer of await Promise.all(answers())) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body).toLowerCase()).not.toContain(candidate.email.toLowerCase());
    }
    const byAddress = await get(company.token, `/contact/send?keyword=${encodeURIComponent(candidate.email)}`);
    expect(byAddress.body.total).toBe(0);
    expect((await get(company.token, '/contact/send?keyword=Route%20Candidate')).body.total).toBe(1);
    const followUp = () =>
      post(company.token, '/contact', {
        recipients: [candidate.email],
        subject: 'A follow-up',
        description: 'Did you see our invitation?',
      });
    const refused = await followUp();
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([400, 'EMAIL_NOT_FOUND', 'recipients.0']);

    // The candidate replies: now they have written to the company, which sees them and may write.
    const received = (await get(candidate.token, '/contact/inbox')).body.items.find(
      (m: { subject: string }) => m.subject === 'Chain Analyst at Xi Route',
    );
    const reply = await post(candidate.token, '/contact/reply', {
      messageId: received.id,
      description: 'Tell me more',
    });
    expect(reply.status).toBe(201);
    const thread = await get(company.token, `/contact/${invitation}`);
    expect(thread.body.message.recipients[0].email).toBe(candidate.email);
    expect((await followUp()).status).toBe(201);
    const unrelated = await post(other.token, '/contact', {
      recipients: [candidate.email],
      subject: 'Hello',
      description: 'Not invited, not applied to',
    });
    expect(unrelated.status).toBe(400);
  });

  it("invites only the candidates the company's list shows, however able to take the job another is", async () => {
    const unlisted = await candidateWithId(t);
    await profile(unlisted, { skills: ['Knitting'], englishName: 'Unlisted Candidate' });
    const listed = await get(company.token, `/job/recommended-candidates/${jobId}`);
    expect(listed.body.items.map((r: { candidate: { id: string } }) => r.candidate.id)).not.toContain(unlisted.userId);
    const refused = await post(company.token, `/job/recommended-candidates/${jobId}/invite`, {
      candidateId: unlisted.userId,
      subject: 'Chain Analyst at Xi Route',
      description: 'We found you anyway.',
    });
    expect([refused.status, refused.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await get(unlisted.token, '/contact/inbox')).body.total).toBe(0);
  });

  it('never invites a candidate who is not recommended: applied, or not interested', async () => {
    const appliedJob = (await createJob(t, company.companyId, { skills: ['Solidity'] })).id;
    await appliedId(t, candidate, appliedJob);
    expect((await invite(company.token, appliedJob)).status).toBe(404);
    const dismissedJob = (await createJob(t, company.companyId, { skills: ['Solidity'] })).id;
    expect((await post(candidate.token, '/job/recommended/not-interested', { jobId: dismissedJob })).status).toBe(204);
    expect((await invite(company.token, dismissedJob)).status).toBe(404);
  });

  it("keeps a job the candidate is not interested in out of their list, the office's pick too; a job they cannot see answers 404", async () => {
    const picked = (await createJob(t, company.companyId, { positionName: 'Office pick', skills: ['Welding'] })).id;
    await officePick(candidate, picked);
    const ids = async () =>
      (await get(candidate.token, '/job/recommended')).body.items.map((r: { job: { id: string } }) => r.job.id);
    expect(await ids()).toContain(picked);
    expect((await post(candidate.token, '/job/recommended/not-interested', { jobId: picked })).status).toBe(204);
    expect((await post(candidate.token, '/job/recommended/not-interested', { jobId: picked })).status).toBe(204);
    expect(await ids()).not.toContain(picked);
    expect(await ids()).not.toContain(picked);
    const closed = (await createJob(t, company.companyId, { skills: ['Solidity'], status: 3 })).id;
    expect((await post(candidate.token, '/job/recommended/not-interested', { jobId: closed })).status).toBe(404);
  });
});
