// Test data for the hiring pipeline: candidates with their user id, private documents (as the
// upload endpoint would store them), a valid apply form, and an application put straight into a stage.
import { randomUUID } from 'node:crypto';
import type { ApplyInput, InterviewInput } from '@fis/shared/application-schemas';
import type { Stage } from '@fis/shared/application-stages';
import { eq } from 'drizzle-orm';
import { applications, jobs, media } from '../src/db/schema.js';
import { signedInCandidate } from './company-job-factories.js';
import { userIdOf } from './factories.js';
import { call, type TestApp } from './helper.js';

export async function candidateWithId(t: TestApp) {
  const candidate = await signedInCandidate(t);
  return { ...candidate, userId: await userIdOf(t, candidate.email) };
}

/** A private document of the owner (a resume unless told), as POST /media/upload would record it. */
export async function insertDocument(t: TestApp, ownerUserId: string, purpose = 'resume', deleted = false) {
  const [row] = await t.app.db
    .insert(media)
    .values({
      ownerUserId,
      purpose,
      visibility: 'private',
      mimeType: 'application/pdf',
      sizeBytes: 2345,
      originalName: `${purpose}.pdf`,
      storageKey: `private/${randomUUID()}`,
      createdAt: t.clock.now(),
      deletedAt: deleted ? t.clock.now() : null,
    })
    .returning();
  if (!row) throw new Error('media insert failed');
  return row;
}

export function buildApplication(
  jobId: string,
  resumeMediaId: string,
  overrides: Partial<ApplyInput> = {},
): ApplyInput {
  return {
    jobId,
    contactEmail: 'applicant@example.edu.hk',
    phonePrefix: '+852',
    phoneNumber: '9123 4567',
    resumeMediaId,
    pitch: 'I build payment dashboards for fun.',
    documentMediaIds: [],
    ...overrides,
  };
}

/** Applies through the API with a fresh resume; returns the answer. */
export async function applyTo(
  t: TestApp,
  candidate: { token: string; userId: string },
  jobId: string,
  overrides: Partial<ApplyInput> = {},
) {
  const resume = await insertDocument(t, candidate.userId);
  return call(t, 'POST', '/applications', {
    token: candidate.token,
    body: buildApplication(jobId, resume.id, overrides),
    lang: 'en',
  });
}

/** Applies and returns the application's id (throws unless 201). */
export async function appliedId(t: TestApp, candidate: { token: string; userId: string }, jobId: string) {
  const res = await applyTo(t, candidate, jobId);
  if (res.status !== 201) throw new Error(`apply failed: ${JSON.stringify(res.body)}`);
  return res.body.application.id as string;
}

/** Puts an application straight into a stage, as if the moves before had been made. */
export async function setStage(t: TestApp, id: string, stage: Stage, previousStage: Stage | null = null) {
  await t.app.db
    .update(applications)
    .set({ stage, previousStage, stageChangedAt: t.clock.now() })
    .where(eq(applications.id, id));
}

/** A valid interview, a week after the test clock's now. */
export function buildInterview(t: TestApp, overrides: Partial<InterviewInput> = {}): InterviewInput {
  return {
    startsAt: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    durationMinutes: 45,
    place: '1 Harbour Road, Wan Chai',
    ...overrides,
  };
}

/** An application row written directly (a viewed-only row, or many rows at once), with its job's company. */
export async function insertApplication(t: TestApp, values: Omit<typeof applications.$inferInsert, 'companyId'>) {
  const [job] = await t.app.db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, values.jobId));
  if (!job) throw new Error(`no job ${values.jobId}`);
  await t.app.db.insert(applications).values({ ...values, companyId: job.companyId });
}
