// Test data through the real API and use cases, with unique emails so tests never collide.
import type { CandidateRegisterInput, CompanyRegisterInput } from '@fis/shared/auth-schemas';
import { Role } from '@fis/shared/enums';
import { desc, eq } from 'drizzle-orm';
import { makeContext } from '../src/context.js';
import { companies, emailOutbox, jobs, users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { reviewCompany } from '../src/modules/admin/review-company.js';
import { call, TEST_ROUND_ID, type TestApp } from './helper.js';

export const PASSWORD = 'Str0ng!Pass';
let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${++counter}@example.edu.hk`;

export function buildCandidate(overrides: Partial<CandidateRegisterInput> = {}): CandidateRegisterInput {
  return {
    englishName: 'Chan Siu Ming',
    chineseName: '陳小明',
    institution: 'CUHK',
    faculty: 'Faculty of Business Administration',
    programme: 'BBA in Finance',
    email: uniqueEmail('cand'),
    graduationYear: 2027,
    phonePrefix: '+852',
    phoneNumber: '9123 4567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    legallyEmployable: 0,
    // A mainland student studying in Hong Kong: the factories' jobs are in Hong Kong, which take
    // them (docs/decisions/026).
    residentType: 1,
    cityOfResidence: 'HONG_KONG',
    educationLevel: 'UNDERGRADUATE',
    agreeTerms: true,
    agreeDataSharing: true,
    agreeMarketing: false,
    ...overrides,
  };
}

export function buildCompany(overrides: Partial<CompanyRegisterInput> = {}): CompanyRegisterInput {
  return {
    email: uniqueEmail('hr'),
    jobRole: 'HR Manager',
    companyName: 'Test Fintech Ltd',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptedIntoScheme: true,
    agreeTerms: true,
    ...overrides,
  };
}

/** The newest email to an address, as the outbox holds it. */
export async function lastEmailTo(t: TestApp, to: string) {
  const [row] = await t.app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.seq))
    .limit(1);
  return row;
}

/** The text of the last email queued to `to`; empty when there is none. */
export async function lastEmailText(t: TestApp, to: string): Promise<string> {
  return (await lastEmailTo(t, to))?.textBody ?? '';
}

export async function emailsTo(t: TestApp, to: string) {
  return t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.seq);
}

export function linkToken(text: string): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no token link in: ${text}`);
  return match[1];
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

export async function registerVerifiedCandidate(t: TestApp, overrides: Partial<CandidateRegisterInput> = {}) {
  const input = buildCandidate(overrides);
  const res = await call(t, 'POST', '/auth/register', { body: input });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const mail = await lastEmailTo(t, input.email);
  await call(t, 'POST', '/auth/verify-email', { body: { token: linkToken(mail?.textBody ?? '') } });
  return input;
}

export async function signInCandidate(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await call(t, 'POST', '/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

export async function createAdmin(t: TestApp) {
  const email = uniqueEmail('admin');
  const [admin] = await t.app.db
    .insert(users)
    .values({
      email,
      role: Role.ADMIN,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
      emailLanguage: 'en',
    })
    .returning();
  if (!admin) throw new Error('admin insert failed');
  return admin;
}

/**
 * A company approved by the admin. With its profile saved (the default), as a company is once
 * candidates can find it; its names stay those of registration.
 */
export async function registerApprovedCompany(
  t: TestApp,
  overrides: Partial<CompanyRegisterInput> = {},
  { withProfile = true } = {},
) {
  const input = buildCompany(overrides);
  const res = await call(t, 'POST', '/auth/company-register', { body: input });
  if (res.status !== 201) throw new Error(`company register failed: ${JSON.stringify(res.body)}`);
  const admin = await createAdmin(t);
  const [row] = await t.app.db
    .select({ id: companies.id, companyNumber: companies.companyNumber })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, input.email));
  if (!row) throw new Error('company not found');
  await reviewCompany(makeContext(t.app.services, { user: { id: admin.id, role: Role.ADMIN } }), {
    companyId: row.id,
    decision: 'approve',
  });
  if (withProfile) await t.app.db.update(companies).set({ profileSavedAt: new Date() }).where(eq(companies.id, row.id));
  return { ...input, companyId: row.id, companyNumber: row.companyNumber };
}

/** Password step then code step; returns the session token. */
export async function signInWithCode(
  t: TestApp,
  path: '/auth/company-login' | '/auth/admin-login' | '/auth/institution-login',
  identifier: string,
) {
  const started = await call(t, 'POST', path, { body: { identifier, password: PASSWORD } });
  if (started.status !== 200) throw new Error(`code sign-in failed: ${JSON.stringify(started.body)}`);
  const mail = await lastEmailTo(t, identifier.includes('@') ? identifier : '');
  const verified = await call(t, 'POST', '/auth/verify-login', {
    body: { attemptId: started.body.attemptId, code: codeIn(mail?.textBody ?? '') },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.token as string;
}

/** A company that registered and waits for the admin's review. */
export async function registerPendingCompany(t: TestApp, overrides: Partial<CompanyRegisterInput> = {}) {
  const input = buildCompany(overrides);
  const res = await call(t, 'POST', '/auth/company-register', { body: input });
  if (res.status !== 201) throw new Error(`company register failed: ${JSON.stringify(res.body)}`);
  const [row] = await t.app.db
    .select({ id: companies.id, companyNumber: companies.companyNumber })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, input.email));
  if (!row) throw new Error('company not found');
  return { ...input, companyId: row.id, companyNumber: row.companyNumber };
}

/** An admin and a session token for it, signed in through the admin portal's code step. */
export async function signedInAdmin(t: TestApp) {
  const admin = await createAdmin(t);
  return { admin, token: await signInWithCode(t, '/auth/admin-login', admin.email) };
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * Polls until `probe` returns a value other than undefined. For real delivery time only (SMTP,
 * the queue worker); business time moves with the test clock. The deadline only ends a wait for
 * something that will never come: on a busy machine the queue's worker can take many seconds.
 */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * A job inserted straight into the table, visible to candidates unless `overrides` say otherwise:
 * approved, open, posted a day before the test clock's now, expiring in 30 days.
 */
export async function createJob(t: TestApp, companyId: string, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const now = t.clock.now();
  const [job] = await t.app.db
    .insert(jobs)
    .values({
      companyId,
      roundId: TEST_ROUND_ID,
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
      expiresOn: new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
      description: 'Build payment dashboards with the engineering team.',
      requirements: 'Year 2 or above; some Python.',
      status: 1,
      approvalStatus: 1,
      postedAt: new Date(now.getTime() - 86_400_000),
      ...overrides,
    })
    .returning();
  if (!job) throw new Error('job insert failed');
  return job;
}
