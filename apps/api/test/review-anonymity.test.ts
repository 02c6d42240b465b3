// A review's author stays unidentifiable to the reviewed company whatever its pool of possible
// reviewers (docs/decisions/032): the institution and graduation year are named only when at
// least REVIEW_AUTHOR_MIN_SHARED of the candidates the company met share what is named, else the
// institution alone, else the year alone, else neither; the same for every reader.
import { REVIEW_AUTHOR_MIN_SHARED } from '@fis/shared/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles } from '../src/db/schema.js';
import { candidateWithId } from './application-factories.js';
import { signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { type Candidate, type Company, companyWithJob, interviewed, publishedReview } from './review-factories.js';

let t: TestApp;
let adminToken: string;
let reader: Candidate;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signedInAdmin(t)).token;
  reader = await candidateWithId(t);
});
afterAll(() => t.close());

async function studies(candidate: Candidate, institution: string, graduationYear: number, institutionOther?: string) {
  await t.app.db
    .update(candidateProfiles)
    .set({ institution, graduationYear, institutionOther: institutionOther ?? null })
    .where(eq(candidateProfiles.userId, candidate.userId));
}

/** `count` more candidates the company interviewed, each studying as `study` gives for their index. */
async function poolOf(company: Company, count: number, study: (i: number) => [string, number, string?]) {
  const people: Candidate[] = [];
  for (let i = 0; i < count; i++) {
    const candidate = await interviewed(t, company);
    await studies(candidate, ...study(i));
    people.push(candidate);
  }
  return people;
}

/** The author of the review as every reader who is not its author or the office reads it. */
async function authorAsRead(company: Company, reviewId: string) {
  const answers = [
    (await call(t, 'GET', `/review?companyId=${company.companyId}`, { token: company.token })).body.items,
    (await call(t, 'GET', '/review/company', { token: company.token })).body.items,
    (await call(t, 'GET', `/review?companyId=${company.companyId}`, { token: reader.token })).body.items,
    [(await call(t, 'GET', `/review/${reviewId}`, { token: reader.token })).body.review],
    [(await call(t, 'GET', `/review/${reviewId}`, { token: company.token })).body.review],
  ];
  const authors = answers.map((items) => items.find((r: { id: string }) => r.id === reviewId)?.author);
  for (const author of authors) expect(author).toEqual(authors[0]);
  return authors[0];
}

describe("a review's author", () => {
  it('is neither institution nor year when the company interviewed only the author', async () => {
    const company = await companyWithJob(t, 'Solo Pool Ltd');
    const [author] = (await poolOf(company, 1, () => ['HKU', 2026])) as [Candidate];
    const id = await publishedReview(t, adminToken, author, company.companyId);
    expect(await authorAsRead(company, id)).toEqual({
      institution: null,
      institutionOther: null,
      graduationYear: null,
    });
    // The scheme office still sees who wrote it.
    const admin = await call(t, 'GET', `/review/${id}`, { token: adminToken });
    expect(admin.body.review.author).toMatchObject({ id: author.userId, institution: 'HKU', graduationYear: 2026 });
  });

  it(`is named by institution and year once ${REVIEW_AUTHOR_MIN_SHARED} interviewed candidates share both`, async () => {
    const company = await companyWithJob(t, 'Wide Pool Ltd');
    const [author] = (await poolOf(company, REVIEW_AUTHOR_MIN_SHARED - 1, () => ['HKUST', 2027])) as [Candidate];
    const id = await publishedReview(t, adminToken, author, company.companyId);
    expect(await authorAsRead(company, id)).toEqual({
      institution: null,
      institutionOther: null,
      graduationYear: null,
    });
    await poolOf(company, 1, () => ['HKUST', 2027]);
    expect(await authorAsRead(company, id)).toEqual({
      institution: 'HKUST',
      institutionOther: null,
      graduationYear: 2027,
    });
  });

  it('is named more coarsely when only the institution or only the year is shared widely enough', async () => {
    const byInstitution = await companyWithJob(t, 'Same School Ltd');
    const [first] = (await poolOf(byInstitution, REVIEW_AUTHOR_MIN_SHARED, (i) => ['CUHK', 2025 + i])) as [Candidate];
    const institutionOnly = await publishedReview(t, adminToken, first, byInstitution.companyId);
    expect(await authorAsRead(byInstitution, institutionOnly)).toEqual({
      institution: 'CUHK',
      institutionOther: null,
      graduationYear: null,
    });

    const byYear = await companyWithJob(t, 'Same Year Ltd');
    const schools = ['HKU', 'CUHK', 'POLYU', 'CITYU'];
    const [second] = (await poolOf(byYear, REVIEW_AUTHOR_MIN_SHARED, (i) => [schools[i] as string, 2028])) as [
      Candidate,
    ];
    const yearOnly = await publishedReview(t, adminToken, second, byYear.companyId);
    expect(await authorAsRead(byYear, yearOnly)).toEqual({
      institution: null,
      institutionOther: null,
      graduationYear: 2028,
    });
  });

  it('counts an institution written under Other only with the same written name', async () => {
    const company = await companyWithJob(t, 'Other School Ltd');
    const [author] = (await poolOf(company, REVIEW_AUTHOR_MIN_SHARED, (i) => [
      'Other',
      2026,
      i === 0 ? 'Tiny College of Ledgers' : 'Another Academy',
    ])) as [Candidate];
    const id = await publishedReview(t, adminToken, author, company.companyId);
    expect(await authorAsRead(company, id)).toEqual({
      institution: null,
      institutionOther: null,
      graduationYear: 2026,
    });
  });
});
