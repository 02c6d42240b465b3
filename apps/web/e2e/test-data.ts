// Test data for the browser suite: a company, a job, a candidate and an application written straight
// into the platform's database, as they are once approved, posted, past the first sign-in and
// screened; a candidate's registration through the API, as the form sends it; and the API's calls
// as a signed-in account (a move of an application, a grant of places); a candidate's scan, stored as
// the upload leaves it. Every account's password is PASSWORD.

import { randomUUID } from 'node:crypto';
import { Stage } from '@fis/shared/application-stages';
import type { CandidateRegisterInput } from '@fis/shared/auth-schemas';
import { ApprovalStatus, Role } from '@fis/shared/enums';
import { JobStatus } from '@fis/shared/job-enums';
import type { PlaceSide } from '@fis/shared/place-sides';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@fis/shared/web-session';
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { applications, candidateProfiles, companies, jobs, media, users } from '../../api/src/db/schema.js';
import { hashPassword } from '../../api/src/lib/passwords.js';
import { issueToken } from '../../api/src/lib/session-tokens.js';
import { buildCandidate } from '../../api/test/factories.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { pdfOfObjects } from '../../api/test/upload-corpus.js';
import { PASSWORD, type Platform, uniqueEmail } from './harness.js';

const DAY_MS = 86_400_000;
let passwordHash: Promise<string> | undefined;

/** An account with a verified email, past its first sign-in; its user id. */
async function insertUser(p: Platform, email: string, role: Role): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await p.app.db
    .insert(users)
    .values({
      email,
      role,
      passwordHash: await passwordHash,
      emailVerifiedAt: new Date(),
      emailLanguage: 'zh',
      isFirstLogin: false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** A member of the scheme office, past the first sign-in; their user id. */
export function insertAdmin(p: Platform, email: string): Promise<string> {
  return insertUser(p, email, Role.ADMIN);
}

/** A company candidates can find: approved, its profile saved; its id. */
export async function insertCompany(
  p: Platform,
  values: Partial<typeof companies.$inferInsert> & { companyName: string },
): Promise<string> {
  const now = new Date();
  const [company] = await p.app.db
    .insert(companies)
    .values({
      userId: await insertUser(p, uniqueEmail('hr'), Role.COMPANY),
      contactJobRole: 'HR Manager',
      acceptedIntoSchemeAt: now,
      consentTermsAt: now,
      approvalStatus: ApprovalStatus.APPROVED,
      profileSavedAt: now,
      ...values,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error(`no company ${values.companyName}`);
  return company.id;
}

/** The email a company's account signs in with. */
export async function companyEmailOf(p: Platform, companyId: string): Promise<string> {
  const [company] = await p.app.db
    .select({ email: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`no account for company ${companyId}`);
  return company.email;
}

/** The company whose account signs in with `email`. */
export async function companyIdOf(p: Platform, email: string): Promise<string> {
  const [company] = await p.app.db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, email));
  if (!company) throw new Error(`no company signs in as ${email}`);
  return company.id;
}

/** A job candidates can see: approved, open, posted a day ago and open 30 more days, in the open test round. */
export function visibleJob(
  companyId: string,
  values: Partial<typeof jobs.$inferInsert> & { positionName: string },
): typeof jobs.$inferInsert {
  const now = Date.now();
  return {
    companyId,
    roundId: TEST_ROUND_ID,
    jobFunction: 'TECHNOLOGY',
    jobMode: 'HYBRID',
    location: 'HongKong',
    city: 1,
    skills: ['Python'],
    salary: 12000,
    currency: 'HKD',
    payFrequency: 'PER_MONTH',
    contractType: 'FULL_TIME',
    expiresOn: new Date(now + 30 * DAY_MS).toISOString().slice(0, 10),
    description: 'Build payment dashboards with the engineering team.',
    requirements: 'Some Python.',
    status: JobStatus.OPEN,
    approvalStatus: ApprovalStatus.APPROVED,
    postedAt: new Date(now - DAY_MS),
    ...values,
  };
}

/** A candidate with a profile, past the first sign-in; their user id. */
export async function insertCandidate(p: Platform, email: string): Promise<string> {
  const userId = await insertUser(p, email, Role.CANDIDATE);
  const now = new Date();
  await p.app.db.insert(candidateProfiles).values({
    userId,
    englishName: 'Chan Tai Man',
    chineseName: '陳大文',
    institution: 'HKU',
    faculty: 'Faculty of Business and Economics',
    programme: 'BBA in Finance',
    graduationYear: 2027,
    phonePrefix: '+852',
    phoneNumber: '91234567',
    legallyEmployable: 0,
    // A mainland student studying in Hong Kong, whom the Hong Kong jobs written here take (decision 026).
    residentType: 1,
    cityOfResidence: 'HONG_KONG',
    educationLevel: 'UNDERGRADUATE',
    consentTermsAt: now,
    consentDataSharingAt: now,
  });
  return userId;
}

/**
 * The candidate's application to the job, its confirmations given (not related to the company, not
 * recently employed by it), screened unless `values` say otherwise, made now: one the company may
 * offer the position to. Its id.
 */
export async function insertApplication(
  p: Platform,
  values: Partial<typeof applications.$inferInsert> & { jobId: string; companyId: string; candidateId: string },
): Promise<string> {
  const now = new Date();
  const [application] = await p.app.db
    .insert(applications)
    .values({
      stage: Stage.SCREENING,
      declaredNotRelated: true,
      declaredNotRecentlyEmployed: true,
      appliedAt: now,
      stageChangedAt: now,
      createdAt: now,
      ...values,
    })
    .returning({ id: applications.id });
  if (!application) throw new Error('no application');
  return application.id;
}

/** POST /auth/register as the candidate form sends it, in English; the answer. */
export function registerCandidate(p: Platform, values: Partial<CandidateRegisterInput> & { email: string }) {
  return fetch(`${p.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildCandidate({ language: 'en', ...values })),
  });
}

/** A session the API issued for the account, as a sign-in leaves it (the sign-in forms have their own tests). */
export async function sessionOf(p: Platform, email: string) {
  const [user] = await p.app.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  const { token, expiresAt } = await issueToken(
    p.app.config.tokenSecret,
    p.app.services.clock,
    { sub: user.id, role: user.role, tv: user.tokenVersion },
    true,
  );
  return { user, token, expiresAt };
}

/** The cookies a sign-in leaves in the browser (docs/decisions/043), holding a session the API issued. */
export async function addSessionCookies(context: BrowserContext, url: string, token: string) {
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' },
    { name: SIGNED_IN_COOKIE, value: '1', url, sameSite: 'Lax' },
  ]);
}

/** A page signed in as the account, through a session the API issued; `token`, that session's. */
export async function signedInPage(p: Platform, email: string, options: Parameters<Platform['newPage']>[0] = {}) {
  const { token } = await sessionOf(p, email);
  const session = await p.newPage(options);
  await addSessionCookies(session.context, p.url, token);
  return { ...session, token };
}

/** A request to the API (`path` under /api) as the account, through a session the API issued; its status and answer. */
export async function apiAs(p: Platform, email: string, method: string, path: string, body?: unknown) {
  const { token } = await sessionOf(p, email);
  const response = await fetch(`${p.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** PUT /v1/applications/{id} as the account: a move to `stage` (the company's offer, the candidate's accept); its status. */
export async function moveApplicationAs(p: Platform, email: string, applicationId: string, stage: Stage) {
  return (await apiAs(p, email, 'PUT', `/v1/applications/${applicationId}`, { stage })).status;
}

/** PUT /v1/admin/rounds/{id}/places as the office: a company's grant on one side of the round (the open test round unless told); its status. */
export async function grantPlacesAs(
  p: Platform,
  adminEmail: string,
  grant: { companyId: string; side: PlaceSide; granted: number },
  roundId = TEST_ROUND_ID,
) {
  return (await apiAs(p, adminEmail, 'PUT', `/v1/admin/rounds/${roundId}/places`, grant)).status;
}

/**
 * A company with two open jobs, and a candidate who applied to the first and has written to the
 * company about it (the message unread in the company's inbox); the second job the candidate has
 * not opened.
 */
export async function applicantWhoWrote(
  p: Platform,
  names: { company: string; applied: string; other: string; subject: string },
) {
  const companyId = await insertCompany(p, { companyName: names.company });
  const companyEmail = await companyEmailOf(p, companyId);
  const [applied, other] = await p.app.db
    .insert(jobs)
    .values([
      visibleJob(companyId, { positionName: names.applied }),
      visibleJob(companyId, { positionName: names.other }),
    ])
    .returning({ id: jobs.id });
  if (!applied || !other) throw new Error('no jobs');
  const candidateEmail = uniqueEmail('writer');
  const candidateId = await insertCandidate(p, candidateEmail);
  await insertApplication(p, { jobId: applied.id, companyId, candidateId });
  const sent = await apiAs(p, candidateEmail, 'POST', '/v1/contact', {
    recipients: [companyEmail],
    subject: names.subject,
    description: 'Could we meet on Friday instead?',
  });
  if (sent.status !== 201) throw new Error(`message not sent: ${sent.status}`);
  return { companyEmail, candidateEmail, candidateId, otherJobId: other.id, messageId: sent.body.item.id as string };
}

/**
 * A real PDF of `pages` A4 pages, each with a black band (ink a drawing shows) and its number in
 * Helvetica, which pdf.js draws without a font file.
 */
export function inkedPdf(pages = 1): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const stream = `0 0 0 rg 72 620 451 120 re f BT /F1 36 Tf 72 520 Td (Page ${n}) Tj ET`;
    kids.push(`${objects.length + 1} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length + 2} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return pdfOfObjects(objects);
}

/** A candidate's private scan, stored as the upload leaves it (uploaded `at`, now by default); its id. */
export async function storeScan(
  p: Platform,
  userId: string,
  purpose: 'transcript' | 'student_id',
  file: { data: Buffer; mimeType: string; name: string } = {
    data: inkedPdf(),
    mimeType: 'application/pdf',
    name: `${purpose}.pdf`,
  },
  at = new Date(),
): Promise<string> {
  const storageKey = `private/${randomUUID()}`;
  await p.app.services.storage.put(storageKey, file.data);
  const [row] = await p.app.db
    .insert(media)
    .values({
      ownerUserId: userId,
      purpose,
      visibility: 'private',
      mimeType: file.mimeType,
      sizeBytes: file.data.length,
      originalName: file.name,
      storageKey,
      createdAt: at,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('no scan stored');
  return row.id;
}

/** A job a mainland company wrote in Simplified Chinese (decision 012). */
export const WRITTEN_IN_SIMPLIFIED = {
  positionName: '数据分析实习生',
  description: '负责收集和分析金融数据，撰写研究报告。',
  requirements: '熟悉Python和数据库。',
};
/** A job a Hong Kong company wrote in Traditional Chinese (decision 012). */
export const WRITTEN_IN_TRADITIONAL = {
  positionName: '區塊鏈研究助理',
  description: '研究數碼資產與監管科技。',
  requirements: '熟悉網絡安全。',
};

/**
 * Three jobs of the company for the recommendations' tests: Blockchain Analyst and Payments Intern
 * share Python with a candidate, Compliance Trainee shares nothing and is the oldest. Their ids by
 * position.
 */
export async function insertRecommendableJobs(p: Platform, companyId: string): Promise<Record<string, string>> {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const ids: Record<string, string> = {};
  for (const [name, values] of [
    [
      'Blockchain Analyst',
      { skills: ['Blockchain', 'Solidity', 'Python'], jobFunction: 'FINANCE', postedAt: hoursAgo(3) },
    ],
    ['Payments Intern', { skills: ['Python'], postedAt: hoursAgo(2) }],
    ['Compliance Trainee', { skills: ['Welding'], jobFunction: 'COMPLIANCE', postedAt: hoursAgo(30) }],
  ] as const) {
    const [row] = await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: name, ...values, skills: [...values.skills] }))
      .returning({ id: jobs.id });
    ids[name] = row?.id ?? '';
  }
  return ids;
}
