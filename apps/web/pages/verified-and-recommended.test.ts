// What a candidate's standing and their matches read as on the pages the server writes: the company
// sees the verified badge beside its applicant (zh); a rejected candidate reads on their profile the
// reason the office gave and what follows from it (cn); the candidate's dashboard lists the jobs
// recommended to them, the scheme office's pick first and marked, each with why it matches (en).
// All of it is in the first HTML: the loaders ask the API for the applicants, the candidate's
// eligibility and the recommendations.
// What needs a browser stays there: the profile fitting 390 px (e2e/eligibility.test.ts), saying
// "not interested" to a job and the job list's recommendations, loaded as the reader scrolls near
// them (e2e/recommendations.test.ts).
import { EligibilityStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, jobs, officeRecommendations } from '../../api/src/db/schema.js';
import { uniqueEmail } from '../e2e/harness.js';
import {
  apiAs,
  companyEmailOf,
  insertAdmin,
  insertApplication,
  insertCandidate,
  insertCompany,
  insertRecommendableJobs,
  visibleJob,
} from '../e2e/test-data.js';
import {
  documentIn,
  forTestData,
  linkWith,
  named,
  type PagePlatform,
  pageAs,
  startPages,
  textOf,
  wordsOf,
} from './harness.js';

describe('eligibility, as the company and the candidate read it', () => {
  const REASON = 'The student ID scan is cut off: please upload both sides.';
  const admin = uniqueEmail('admin');
  const verified = uniqueEmail('verified');
  const rejected = uniqueEmail('rejected');
  let p: PagePlatform;
  let companyEmail = '';
  let rejectedId = '';

  beforeAll(async () => {
    p = await startPages();
    const data = forTestData(p);
    const companyId = await insertCompany(data, { companyName: 'Harbour Pay Limited', nameEn: 'Harbour Pay Limited' });
    companyEmail = await companyEmailOf(data, companyId);
    const [job] = await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Payments Analyst Intern' }))
      .returning({ id: jobs.id });
    await insertAdmin(data, admin);
    // An applicant of the company whom the office verified, and a candidate it rejected with a
    // reason: each decided through the API as the queue's buttons send it.
    const verifiedId = await insertCandidate(data, verified);
    await insertApplication(data, { jobId: job?.id ?? '', companyId, candidateId: verifiedId });
    rejectedId = await insertCandidate(data, rejected);
    await p.app.db
      .update(candidateProfiles)
      .set({ englishName: 'Lee Siu Ming', chineseName: '李小明' })
      .where(eq(candidateProfiles.userId, rejectedId));
    for (const [candidateId, status, reason] of [
      [verifiedId, EligibilityStatus.VERIFIED, null],
      [rejectedId, EligibilityStatus.REJECTED, REASON],
    ] as const) {
      const decided = await apiAs(data, admin, 'PUT', `/v1/admin/candidates/${candidateId}/eligibility`, {
        status,
        reason,
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    }
  });
  afterAll(() => p?.close());

  it('the company sees the verified badge on its applicant (zh)', async () => {
    const page = await pageAs(p, companyEmail, '/company/candidates', 'zh');
    const rows = [...page.querySelectorAll('main tr')].filter((row) => textOf(row).includes('Chan Tai Man'));
    expect(rows).toHaveLength(1);
    // The badge stands under the applicant's name, in the name's cell.
    const name = linkWith(rows[0] as Element, 'Chan Tai Man');
    expect(wordsOf(name?.parentElement ?? (rows[0] as Element), '.mantine-Badge-label')).toEqual(['資格已核實']);
  });

  it('a rejected candidate reads the reason on their profile (cn)', async () => {
    const cookie = await p.sessionCookie(rejected);
    // /candidate/profile leads to the candidate's own profile's page.
    const own = await p.get('/candidate/profile', { cookie, lang: 'cn' });
    expect(own.location).toBe(`/candidate/profile/${rejectedId}`);
    const answer = await p.get(own.location ?? '', { cookie, lang: 'cn' });
    expect(answer.status).toBe(200);
    const panels = named(documentIn(answer.html), 'main section', '您的计划资格');
    expect(panels).toHaveLength(1);
    const panel = panels[0] as Element;
    expect(wordsOf(panel, '.mantine-Badge-label')).toEqual(['资格被否决']);
    const said = wordsOf(panel, 'p');
    expect(said).toContain(REASON);
    expect(said.some((words) => words.includes('公司无法向您提供资助职位'))).toBe(true);
  });
});

describe('recommended jobs on the dashboard', () => {
  const candidate = uniqueEmail('student');
  let p: PagePlatform;

  beforeAll(async () => {
    p = await startPages();
    const data = forTestData(p);
    const companyId = await insertCompany(data, {
      companyName: 'Harbour Ledger Limited',
      nameEn: 'Harbour Ledger Limited',
    });
    const ids = await insertRecommendableJobs(forTestData(p), companyId);
    // The candidate wrote one of their skills in Chinese; the office picked a job for them.
    const candidateId = await insertCandidate(data, candidate);
    await p.app.db
      .update(candidateProfiles)
      .set({ skills: ['區塊鏈', 'Python'] })
      .where(eq(candidateProfiles.userId, candidateId));
    await p.app.db
      .insert(officeRecommendations)
      .values({ jobId: ids['Compliance Trainee'] ?? '', candidateId, createdAt: new Date() });
  });
  afterAll(() => p?.close());

  it('lists them with why each matches, the office’s pick first and marked (en)', async () => {
    const page = await pageAs(p, candidate, '/candidate/dashboard', 'en');
    const cards = [...page.querySelectorAll('main [data-testid="recommended-job"]')];
    expect(cards.map((card) => textOf(card.querySelector('a')))).toEqual([
      'Compliance Trainee',
      'Blockchain Analyst',
      'Payments Intern',
    ]);
    const [pick, best, other] = cards as [Element, Element, Element];
    expect(wordsOf(pick, '.mantine-Badge-label')).toContain('Recommended by the scheme office');
    for (const card of [best, other]) {
      expect(wordsOf(card, '.mantine-Badge-label')).not.toContain('Recommended by the scheme office');
    }
    // Each reason is a sentence of its own, after words for screen readers saying whether it is met
    // (the tick beside it is hidden from them).
    const reasons = wordsOf(best, 'li .mantine-List-itemLabel');
    expect(reasons).toContain('Met: Skills in common: Blockchain and Python');
    expect(reasons).toContain('Met: Open to every education level');
    // Each card can be set aside, its button named for its job.
    expect(named(other, 'button', 'Not interested in Payments Intern')).toHaveLength(1);
  });
});
