// Test data for company reviews (docs/decisions/017-company-reviews.md): a company with a job,
// candidates whose application reached a given stage, a valid review form, and a review written
// and published through the API, or reviews put straight into the database to wait for the office.
import { Stage } from '@fis/shared/application-stages';
import type { CreateReviewInput } from '@fis/shared/review-schemas';
import { expect } from 'vitest';
import type { Executor } from '../src/db/database.js';
import { companyReviews } from '../src/db/schema.js';
import { candidateWithId, insertApplication } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob } from './factories.js';
import { call, type TestApp } from './helper.js';

export type Candidate = Awaited<ReturnType<typeof candidateWithId>>;
export type Company = Awaited<ReturnType<typeof companyWithJob>>;

/** A listed company, signed in, with one open job. */
export async function companyWithJob(t: TestApp, companyName: string) {
  const company = await signedInCompany(t, { companyName });
  const job = await createJob(t, company.companyId);
  return { ...company, jobId: job.id };
}

/** A candidate with an application to the company's job at `stage` (none when null). */
export async function candidateAt(
  t: TestApp,
  company: Company,
  stage: Stage | null,
  previousStage: Stage | null = null,
): Promise<Candidate> {
  const candidate = await candidateWithId(t);
  if (stage !== null) {
    const now = t.clock.now();
    await insertApplication(t, {
      jobId: company.jobId,
      candidateId: candidate.userId,
      stage,
      previousStage,
      appliedAt: now,
      stageChangedAt: now,
      createdAt: now,
    });
  }
  return candidate;
}

export const interviewed = (t: TestApp, company: Company) => candidateAt(t, company, Stage.INTERVIEWING);

export function buildReview(companyId: string, overrides: Partial<CreateReviewInput> = {}): CreateReviewInput {
  return {
    companyId,
    title: 'Friendly team, real work',
    rating: 4,
    topicRatings: { CULTURE: 5, WORK_LIFE: 3 },
    jobTitle: 'Data Analyst Intern',
    likes: 'Mentors who explain the payment systems.',
    dislikes: 'Long hours before product launches.',
    attributes: ['GROWTH', 'MISSION'],
    ...overrides,
  };
}

/** Writes a review as the candidate (201 expected); returns its id. */
export async function writeReview(
  t: TestApp,
  author: Candidate,
  companyId: string,
  overrides: Partial<CreateReviewInput> = {},
): Promise<string> {
  const res = await call(t, 'POST', '/review/create', { token: author.token, body: buildReview(companyId, overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.item.id;
}

/** Writes a review and has the admin publish it; returns its id. */
export async function publishedReview(
  t: TestApp,
  adminToken: string,
  author: Candidate,
  companyId: string,
  overrides: Partial<CreateReviewInput> = {},
): Promise<string> {
  const id = await writeReview(t, author, companyId, overrides);
  const res = await call(t, 'POST', `/admin/reviews/${id}/publish`, { token: adminToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

/**
 * Checks that an answer a company or another candidate sees names no author: not their name,
 * email or account id anywhere, and every `author` it holds is institution and graduation year only.
 */
export function expectAnonymous(body: unknown, author: { email: string; englishName: string; userId: string }) {
  const text = JSON.stringify(body);
  expect(text).not.toContain(author.email);
  expect(text).not.toContain(author.englishName);
  expect(text).not.toContain(author.userId);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        expect(['authorId', 'email', 'openReports']).not.toContain(key);
        if (key === 'author')
          expect(Object.keys(inner as object).sort()).toEqual(['graduationYear', 'institution', 'institutionOther']);
        walk(inner);
      }
    }
  };
  walk(body);
}

/**
 * Reviews waiting for the office, one per author, written straight into the database as the
 * review form leaves them (`titleOf` names each); their ids, in the authors' order.
 */
export async function insertWaitingReviews(
  db: Executor,
  companyId: string,
  authorIds: readonly string[],
  at: Date,
  titleOf: (n: number) => string = () => 'Kind mentors',
): Promise<string[]> {
  const rows = await db
    .insert(companyReviews)
    .values(
      authorIds.map((authorId, n) => ({
        companyId,
        authorId,
        title: titleOf(n),
        rating: 4,
        topicRatings: {},
        jobTitle: 'Intern',
        likes: 'Mentoring',
        dislikes: 'Commute',
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: companyReviews.id });
  return rows.map((row) => row.id);
}
