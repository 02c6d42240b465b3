import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { formatCompanyCode } from '@fis/shared/company-code';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, jobs } from '../src/db/schema.js';
import { LOCALES_DIR } from '../src/lib/catalogs.js';
import {
  createJob,
  lastEmailTo,
  PASSWORD,
  registerApprovedCompany,
  registerPendingCompany,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  signInWithCode,
  userIdOf,
} from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let adminId: string;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const { admin, token } = await signedInAdmin(t);
  adminId = admin.id;
  adminToken = token;
});
afterAll(() => t.close());

const emailCatalog = (lang: string) => JSON.parse(readFileSync(`${LOCALES_DIR}/${lang}/emails.json`, 'utf8'));

function decide(companyId: string, decision: 'approve' | 'reject', token = adminToken) {
  // A rejection carries its reason (docs/decisions/024); admin-accounts.test.ts checks it.
  const body = decision === 'reject' ? { reason: 'Not on the list of accepted companies.' } : undefined;
  return call(t, 'POST', `/admin/companies/${companyId}/${decision}`, { token, lang: 'en', body });
}

function companyLogin(email: string) {
  return call(t, 'POST', '/auth/company-login', { body: { identifier: email, password: PASSWORD }, lang: 'en' });
}

describe('GET /admin/companies', () => {
  it("lists the companies waiting for approval, oldest first (the dashboard's queue)", async () => {
    const first = await registerPendingCompany(t, { companyName: 'First Pay Ltd' });
    const second = await registerPendingCompany(t, { companyName: 'Second Pay Ltd' });
    const res = await call(t, 'GET', '/admin/companies?approval=0&sort=oldest&take=100', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ids = res.body.items.map((c: { id: string }) => c.id);
    expect(ids.indexOf(first.companyId)).toBeLessThan(ids.indexOf(second.companyId));
    expect(res.body.items).toContainEqual(
      expect.objectContaining({
        id: first.companyId,
        companyCode: formatCompanyCode(first.companyNumber),
        companyName: 'First Pay Ltd',
        contactJobRole: first.jobRole,
        email: first.email,
        approvalStatus: 0,
        registeredAt: expect.any(String),
      }),
    );
    expect(res.body).toMatchObject({ total: expect.any(Number), page: 1, take: 100 });
  });

  it('says since when each company waits, from its registration, and marks one past the working days allowed', async () => {
    const start = t.clock.now();
    try {
      const older = await registerPendingCompany(t, { companyName: 'Older Waiting Ltd' });
      const newer = await registerPendingCompany(t, { companyName: 'Newer Waiting Ltd' });
      // Registered on Friday 10:00 in Hong Kong (due three working days later, Wednesday 10:00) and
      // on Tuesday 10:00 (due Friday 10:00). created_at is the database's own time: set here.
      const registered = (companyId: string, at: string) =>
        t.app.db
          .update(companies)
          .set({ createdAt: new Date(at) })
          .where(eq(companies.id, companyId));
      await registered(older.companyId, '2026-03-06T02:00:00Z');
      await registered(newer.companyId, '2026-03-10T02:00:00Z');
      // Wednesday 09:59: not yet. (An officer signed in now: a session of the test's start has ended.)
      t.clock.set(new Date('2026-03-11T01:59:00Z'));
      const officer = (await signedInAdmin(t)).token;
      const seen = async (email: string, approval = 0) => {
        const query = `approval=${approval}&sort=oldest&keyword=${encodeURIComponent(email)}`;
        return (await call(t, 'GET', `/admin/companies?${query}`, { token: officer })).body.items[0];
      };
      expect(await seen(older.email)).toMatchObject({ waitingSince: '2026-03-06T02:00:00.000Z', pastDue: false });
      // Wednesday 10:01: the older one is past due, the newer one not.
      t.clock.set(new Date('2026-03-11T02:01:00Z'));
      expect(await seen(older.email)).toMatchObject({
        registeredAt: '2026-03-06T02:00:00.000Z',
        waitingSince: '2026-03-06T02:00:00.000Z',
        pastDue: true,
      });
      expect(await seen(newer.email)).toMatchObject({ waitingSince: '2026-03-10T02:00:00.000Z', pastDue: false });
      // Decided, it no longer waits.
      expect((await decide(older.companyId, 'approve', officer)).status).toBe(204);
      expect(await seen(older.email, 1)).toMatchObject({ waitingSince: null, pastDue: false });
    } finally {
      t.clock.set(start);
    }
  });

  it('lists approved and rejected companies by approval state, and refuses an unknown state', async () => {
    const approved = await registerApprovedCompany(t);
    const pending = await call(t, 'GET', '/admin/companies?approval=0&take=100', { token: adminToken });
    expect(pending.body.items.map((c: { id: string }) => c.id)).not.toContain(approved.companyId);
    const listed = await call(t, 'GET', '/admin/companies?approval=1&take=100', { token: adminToken });
    expect(listed.body.items.map((c: { id: string }) => c.id)).toContain(approved.companyId);
    expect((await call(t, 'GET', '/admin/companies?approval=7', { token: adminToken })).status).toBe(400);
    expect((await call(t, 'GET', '/admin/companies?take=1000', { token: adminToken })).status).toBe(400);
  });

  it('answers 401 without a token and 403 to candidates and companies', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const company = await registerApprovedCompany(t);
    const companyToken = await signInWithCode(t, '/auth/company-login', company.email);
    expect((await call(t, 'GET', '/admin/companies')).status).toBe(401);
    for (const token of [await signInCandidate(t, candidate.email), companyToken]) {
      const res = await call(t, 'GET', '/admin/companies', { token, lang: 'en' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    }
  });
});

describe('POST /admin/companies/:id/approve and /reject', () => {
  it('approves: the company can sign in and is emailed in its own language, with its company ID', async () => {
    const company = await registerPendingCompany(t, { language: 'cn' });
    expect((await companyLogin(company.email)).status).toBe(403);
    const res = await decide(company.companyId, 'approve');
    expect(res.status).toBe(204);

    const mail = await lastEmailTo(t, company.email);
    expect(mail).toMatchObject({ template: 'companyApproved', language: 'cn', status: expect.any(String) });
    expect(mail?.subject).toBe(emailCatalog('cn').companyApproved.subject);
    expect(mail?.textBody).toContain(formatCompanyCode(company.companyNumber));
    expect((await companyLogin(company.email)).status).toBe(200);
    expect(await signInWithCode(t, '/auth/company-login', company.email)).toEqual(expect.any(String));

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, company.companyId), eq(auditLog.action, 'company.approved')));
    expect(audit?.actorUserId).toBe(adminId);
  });

  it('answers 409 to a second decision on the same company', async () => {
    const company = await registerPendingCompany(t);
    expect((await decide(company.companyId, 'approve')).status).toBe(204);
    const again = await decide(company.companyId, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    expect((await decide(company.companyId, 'reject')).status).toBe(409);
    expect((await companyLogin(company.email)).status).toBe(200);
  });

  it('rejects: sign-in says not activated, and the company is told', async () => {
    const company = await registerPendingCompany(t, { language: 'en' });
    expect((await decide(company.companyId, 'reject')).status).toBe(204);
    const res = await companyLogin(company.email);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account has not been activated yet');
    expect(await lastEmailTo(t, company.email)).toMatchObject({
      template: 'companyRejected',
      subject: emailCatalog('en').companyRejected.subject,
    });
    expect((await decide(company.companyId, 'approve')).status).toBe(409);
  });

  it('answers 404 for an unknown company and 400, never 500, for an id that is not a uuid', async () => {
    const unknown = await decide(randomUUID(), 'approve');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    for (const id of ['42', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await decide(encodeURIComponent(id), 'approve');
      expect(res.status, id).toBe(400);
      expect(res.body).toMatchObject({ code: 'FIELD_INVALID', field: 'id' });
    }
  });

  it('is for the admin only', async () => {
    const company = await registerPendingCompany(t);
    const candidate = await registerVerifiedCandidate(t);
    expect((await decide(company.companyId, 'approve', '')).status).toBe(401);
    expect((await decide(company.companyId, 'approve', await signInCandidate(t, candidate.email))).status).toBe(403);
    expect((await companyLogin(company.email)).status).toBe(403);
  });
});

describe('DELETE /admin/users/:id', () => {
  it('ends the user sessions at once', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const token = await signInCandidate(t, candidate.email);
    expect((await call(t, 'GET', '/user', { token })).status).toBe(200);
    const res = await call(t, 'DELETE', `/admin/users/${await userIdOf(t, candidate.email)}`, { token: adminToken });
    expect(res.status).toBe(204);
    expect((await call(t, 'GET', '/user', { token })).status).toBe(401);
    expect(
      (await call(t, 'POST', '/auth/login', { body: { email: candidate.email, password: PASSWORD } })).status,
    ).toBe(403);
  });

  it('ends a company session too, and the company cannot sign in again', async () => {
    const company = await registerApprovedCompany(t);
    const token = await signInWithCode(t, '/auth/company-login', company.email);
    await call(t, 'DELETE', `/admin/users/${await userIdOf(t, company.email)}`, { token: adminToken });
    expect((await call(t, 'GET', '/user', { token })).status).toBe(401);
    expect((await companyLogin(company.email)).body.code).toBe('ACCOUNT_DELETED');
  });

  it("closes a deleted company's open jobs, so candidates no longer find them", async () => {
    const company = await registerApprovedCompany(t);
    const job = await createJob(t, company.companyId, { positionName: 'Soon gone intern' });
    expect((await call(t, 'GET', `/job/${job.id}`)).status).toBe(200);
    await call(t, 'DELETE', `/admin/users/${await userIdOf(t, company.email)}`, { token: adminToken });
    const [row] = await t.app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe(3);
    expect((await call(t, 'GET', `/job/${job.id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown user or an admin, 400 for a bad id, 403 for others', async () => {
    const other = await signedInAdmin(t);
    expect((await call(t, 'DELETE', `/admin/users/${randomUUID()}`, { token: adminToken })).status).toBe(404);
    expect((await call(t, 'DELETE', `/admin/users/${other.admin.id}`, { token: adminToken })).status).toBe(404);
    expect((await call(t, 'GET', '/user', { token: other.token })).status).toBe(200);
    expect((await call(t, 'DELETE', '/admin/users/xyz', { token: adminToken })).status).toBe(400);
    const candidate = await registerVerifiedCandidate(t);
    const token = await signInCandidate(t, candidate.email);
    expect((await call(t, 'DELETE', `/admin/users/${adminId}`, { token })).status).toBe(403);
  });
});
