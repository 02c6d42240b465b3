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
import { createJob } from './factories.js';
import { startTestApp, type TestApp } from './helper.js';

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

  it('keeps a skill outside the dictionary as written, folded, so that alike texts still meet', async () => {
    const result = await t.app.db.execute(
      sql`SELECT skill_keys(ARRAY['  Quant  Lib ', 'quant lib', '量化 模型', '']) AS keys`,
    );
    expect(rowsOf<{ keys: string[] }>(result)[0]?.keys.sort()).toEqual(['quant lib', '量化 模型']);
  });
});

describe('jobs for a candidate', () => {
  let candidate: Candidate;
  const jobs: Record<string, string> = {};
  beforeAll(async () => {
    const company = await signedInCompany(t, { companyName: 'Lambda Match Ltd' });
    candidate = await candidateWithId(t);
    await profile(candidate, { skills: ['數據分析', 'Python'] });
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
