// Test data for the company profile and job suites: signed-in companies, valid job forms and
// uploaded files (rows in `media`, as the upload endpoint would leave them).
import { randomUUID } from 'node:crypto';
import type { CompanyProfileInput } from '@fis/shared/company-profile-schemas';
import type { MediaPurpose } from '@fis/shared/enums';
import type { JobInput } from '@fis/shared/job-form-schemas';
import { eq } from 'drizzle-orm';
import { jobs, media } from '../src/db/schema.js';
import {
  registerApprovedCompany,
  registerVerifiedCandidate,
  signInCandidate,
  signInWithCode,
  userIdOf,
} from './factories.js';
import { call, type TestApp } from './helper.js';

export async function signedInCompany(t: TestApp, overrides: Parameters<typeof registerApprovedCompany>[1] = {}) {
  const company = await registerApprovedCompany(t, overrides);
  const token = await signInWithCode(t, '/auth/company-login', company.email);
  return { ...company, token, userId: await userIdOf(t, company.email) };
}

export async function signedInCandidate(t: TestApp) {
  const candidate = await registerVerifiedCandidate(t);
  return { ...candidate, token: await signInCandidate(t, candidate.email) };
}

export function buildProfile(overrides: Partial<CompanyProfileInput> = {}): CompanyProfileInput {
  return {
    nameEn: 'Harbour Pay Limited',
    nameZh: '海港支付有限公司',
    displayName: 'Harbour Pay',
    website: 'https://www.harbourpay.example.hk',
    industry: 'DIGITAL_PAYMENTS',
    phonePrefix: '+852',
    phoneNumber: '2123 4567',
    location: 'HongKong',
    address: '1 Harbour Road, Wan Chai, Hong Kong',
    slogan: 'Payments for everyone',
    description: 'A licensed stored-value facility offering payments to small merchants in Hong Kong.',
    ...overrides,
  };
}

export function buildJob(overrides: Partial<Record<keyof JobInput, unknown>> = {}): JobInput {
  return {
    positionName: 'FinTech Summer Intern',
    jobFunction: 'TECHNOLOGY',
    jobMode: 'HYBRID',
    location: 'HongKong',
    city: 1,
    skills: ['Python', 'SQL'],
    salary: 12000,
    currency: 'HKD',
    payFrequency: 'PER_MONTH',
    contractType: 'FULL_TIME',
    expiresOn: '2026-06-30',
    description: 'Build payment dashboards with the engineering team.',
    requirements: 'Year 2 or above; some Python.',
    ...overrides,
  } as JobInput;
}

export async function postJob(t: TestApp, token: string, overrides: Partial<Record<keyof JobInput, unknown>> = {}) {
  const res = await call(t, 'POST', '/job/company-create-job', { token, body: buildJob(overrides), lang: 'en' });
  if (res.status !== 201) throw new Error(`create job failed: ${JSON.stringify(res.body)}`);
  return res.body.job as { id: string; companyId: string } & Record<string, unknown>;
}

export async function setJob(t: TestApp, id: string, values: Partial<typeof jobs.$inferInsert>) {
  await t.app.db.update(jobs).set(values).where(eq(jobs.id, id));
}

export async function jobRow(t: TestApp, id: string) {
  const [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** A stored upload of the owner, as POST /media/upload would record it. */
export async function insertMedia(t: TestApp, ownerUserId: string, purpose: MediaPurpose, deleted = false) {
  const [row] = await t.app.db
    .insert(media)
    .values({
      ownerUserId,
      purpose,
      visibility: 'public',
      mimeType: 'image/png',
      sizeBytes: 1234,
      originalName: `${purpose}.png`,
      storageKey: `test/${randomUUID()}`,
      createdAt: t.clock.now(),
      deletedAt: deleted ? t.clock.now() : null,
    })
    .returning();
  if (!row) throw new Error('media insert failed');
  return row;
}
