// Test data for the messages suites: the six callers every route is tried with, a company's
// applicant (the only candidates a company may write to), and sending through the API.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { appliedId, candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, type TestApp } from './helper.js';

export interface Caller {
  token: string;
  userId: string;
  email: string;
}

/**
 * A candidate who applied to company A, another who applied to company B, both companies, and
 * the admin; everyone's emails in English.
 */
export async function messagingParties(t: TestApp) {
  const [companyA, companyB, candidate, otherCandidate, signedAdmin] = await Promise.all([
    signedInCompany(t, { companyName: 'Harbour Pay Ltd' }),
    signedInCompany(t, { companyName: 'Kowloon Ledger Ltd' }),
    candidateWithId(t),
    candidateWithId(t),
    signedInAdmin(t),
  ]);
  const [jobA, jobB] = await Promise.all([createJob(t, companyA.companyId), createJob(t, companyB.companyId)]);
  await appliedId(t, candidate, jobA.id);
  await appliedId(t, otherCandidate, jobB.id);
  await t.app.db.update(users).set({ emailLanguage: 'en' });
  const admin: Caller = { token: signedAdmin.token, userId: signedAdmin.admin.id, email: signedAdmin.admin.email };
  return { companyA, companyB, candidate, otherCandidate, admin, jobA, jobB };
}

export function buildMessage(recipients: string[], overrides: Record<string, unknown> = {}) {
  return {
    recipients,
    subject: 'About the internship',
    description: 'Dear team,\n\n  Could we talk on Monday?\nThanks',
    ...overrides,
  };
}

/** Sends through POST /contact; returns the new message (throws unless 201). */
export async function sendAs(t: TestApp, from: Caller, to: string[], overrides: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/contact', { token: from.token, body: buildMessage(to, overrides), lang: 'en' });
  if (res.status !== 201) throw new Error(`send failed: ${JSON.stringify(res.body)}`);
  return res.body.item as { id: string; threadId: string; documents: { id: string }[] };
}

export async function emailOf(t: TestApp, userId: string) {
  const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}
