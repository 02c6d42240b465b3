// Issue 14, accounts, the admin team and the audit view (docs/decisions/024-admin-accounts.md):
// each route for anonymous, candidate, company and admin callers; suspend ends sessions at once
// (the socket too), their requests then answering ACCOUNT_SUSPENDED, refuses sign-in and shows on
// the account who, when and why; restore; resend verification; a company decision's
// reason; invitations; the last admin; the audit log's filters, CSV, and its refusal of change.
import { randomUUID } from 'node:crypto';
import { Role, UserStatus } from '@fis/shared/enums';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContext } from '../src/context.js';
import { auditLog, users } from '../src/db/schema.js';
import { removeAdmin } from '../src/modules/admin-team/remove-admin.js';
import { parseCsv } from './csv-reader.js';
import {
  buildCandidate,
  createAdmin,
  lastEmailTo,
  linkToken,
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
import { connectSocket } from './realtime-client.js';

let t: TestApp;
let adminId: string;
let adminToken: string;
let adminEmail: string;
let candidateToken: string;
let companyToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const { admin, token } = await signedInAdmin(t);
  adminId = admin.id;
  adminToken = token;
  adminEmail = admin.email;
  candidateToken = await signInCandidate(t, (await registerVerifiedCandidate(t)).email);
  const company = await registerApprovedCompany(t);
  companyToken = await signInWithCode(t, '/auth/company-login', company.email);
});
afterAll(() => t.close());

async function auditRows(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

async function candidateAccount(overrides: Parameters<typeof buildCandidate>[0] = {}) {
  const input = await registerVerifiedCandidate(t, overrides);
  return { ...input, id: await userIdOf(t, input.email), token: await signInCandidate(t, input.email) };
}

const REASON = 'Reported for sending the same message to every company.\nSuspended while we look into it.';

describe('who may call the account, team and audit routes', () => {
  const routes = (id: string): Array<[string, string, unknown?]> => [
    ['GET', `/admin/users/${id}`],
    ['POST', `/admin/users/${id}/suspend`, { reason: 'x' }],
    ['POST', `/admin/users/${id}/restore`],
    ['POST', `/admin/users/${id}/resend-verification`],
    ['GET', '/admin/team'],
    ['POST', '/admin/team/invitations', { email: 'someone@example.hk' }],
    ['DELETE', `/admin/team/${id}`],
    ['GET', '/admin/audit-log'],
    ['GET', '/admin/audit-log/export-csv'],
  ];

  it('answers 401 without a session, 403 to candidates and companies, and changes nothing', async () => {
    const target = await candidateAccount();
    const before = await auditRows();
    for (const [method, path, body] of routes(target.id)) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, { body, token: candidateToken })).status, `${method} ${path}`).toBe(403);
      expect((await call(t, method, path, { body, token: companyToken })).status, `${method} ${path}`).toBe(403);
    }
    expect(await auditRows()).toBe(before);
    expect((await call(t, 'GET', '/user', { token: target.token })).status).toBe(200);
  });

  it("answers 404 for an unknown account or an admin's, and 400 naming the id for one that is not a uuid", async () => {
    const other = await createAdmin(t);
    for (const id of [randomUUID(), other.id]) {
      const res = await call(t, 'GET', `/admin/users/${id}`, { token: adminToken });
      expect(res.status).toBe(404);
      expect(
        (await call(t, 'POST', `/admin/users/${id}/suspend`, { token: adminToken, body: { reason: 'x' } })).status,
      ).toBe(404);
      expect((await call(t, 'POST', `/admin/users/${id}/restore`, { token: adminToken })).status).toBe(404);
    }
    const bad = await call(t, 'GET', '/admin/users/not-a-uuid', { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });
});

describe('GET /admin/users/:id', () => {
  it("shows the account's email, role, status, verification, creation and last sign-in", async () => {
    const target = await candidateAccount({ englishName: 'Lam Ka Yan' });
    const res = await call(t, 'GET', `/admin/users/${target.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      email: target.email,
      role: Role.CANDIDATE,
      status: UserStatus.ACTIVE,
      name: 'Lam Ka Yan',
      emailVerified: true,
      companyId: null,
      lastLoginAt: expect.any(String),
    });
  });
});

describe('suspend and restore', () => {
  it('ends the sessions at once (the open socket too), refuses sign-in in the caller’s language, and restores', async () => {
    const target = await candidateAccount();
    const socket = await connectSocket(t, { token: target.token });
    const gone = socket.disconnected();
    const before = await auditRows();

    const res = await call(t, 'POST', `/admin/users/${target.id}/suspend`, {
      token: adminToken,
      body: { reason: REASON },
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.account.status).toBe(UserStatus.SUSPENDED);
    expect(res.body.message).toBe('The account is suspended. Its sessions have ended.');
    expect(await gone).toBe('io server disconnect');
    // The session's own requests say why it ended, in the caller's language, so the page can tell them.
    const after = await call(t, 'GET', '/user', { token: target.token, lang: 'zh' });
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: '您的帳戶已被暫停，請聯絡管理員' });
    await expect(connectSocket(t, { token: target.token })).rejects.toThrow('ACCOUNT_SUSPENDED');
    // The office reads on the account who suspended it, when and why.
    const account = await call(t, 'GET', `/admin/users/${target.id}`, { token: adminToken });
    expect(account.body.suspension).toEqual({ reason: REASON, byEmail: adminEmail, at: t.clock.now().toISOString() });
    expect(res.body.account.suspension).toEqual(account.body.suspension);

    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.suspended'));
    expect(await auditRows()).toBe(before + 1);
    expect(entry).toMatchObject({ actorUserId: adminId, entityType: 'user', entityId: target.id });
    expect(entry?.details).toMatchObject({ reason: REASON });

    for (const [lang, message] of [
      ['en', 'Your account is suspended. Please contact Admin'],
      ['zh', '您的帳戶已被暫停，請聯絡管理員'],
      ['cn', '您的账户已被暂停，请联系管理员'],
    ] as const) {
      const login = await call(t, 'POST', '/auth/login', { body: { email: target.email, password: PASSWORD }, lang });
      expect(login.status).toBe(403);
      expect(login.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message });
    }
    // A wrong password still says only that the credentials are wrong.
    const wrong = await call(t, 'POST', '/auth/login', { body: { email: target.email, password: 'Wr0ng!Pass' } });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');

    const again = await call(t, 'POST', `/admin/users/${target.id}/suspend`, {
      token: adminToken,
      body: { reason: 'x' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ACCOUNT_STATE_CHANGED');

    const restored = await call(t, 'POST', `/admin/users/${target.id}/restore`, { token: adminToken });
    expect(restored.status).toBe(200);
    expect(restored.body.account.status).toBe(UserStatus.ACTIVE);
    expect(restored.body.account.suspension).toBeNull();
    // A session from before the suspension stays ended after the restore.
    expect((await call(t, 'GET', '/user', { token: target.token })).status).toBe(401);
    expect(await auditRows()).toBe(before + 2);
    expect((await call(t, 'GET', '/user', { token: await signInCandidate(t, target.email) })).status).toBe(200);
    expect((await call(t, 'POST', `/admin/users/${target.id}/restore`, { token: adminToken })).status).toBe(409);
  });

  it("refuses a company's code sign-in while suspended", async () => {
    const company = await registerApprovedCompany(t);
    const id = await userIdOf(t, company.email);
    const token = await signInWithCode(t, '/auth/company-login', company.email);
    await call(t, 'POST', `/admin/users/${id}/suspend`, { token: adminToken, body: { reason: 'Unpaid fee' } });
    expect((await call(t, 'GET', '/user/hiring-company/profile', { token })).body.code).toBe('ACCOUNT_SUSPENDED');
    const start = await call(t, 'POST', '/auth/company-login', {
      body: { identifier: company.email, password: PASSWORD },
    });
    expect(start.status).toBe(403);
    expect(start.body.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('needs a reason, and answers 400 naming it when blank, missing or too long', async () => {
    const target = await candidateAccount();
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const res = await call(t, 'POST', `/admin/users/${target.id}/suspend`, { token: adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe('reason');
    }
    expect((await call(t, 'GET', '/user', { token: target.token })).status).toBe(200);
  });
});

describe('delete', () => {
  it("answers sign-in with 'Your account is deleted. Please contact Admin'", async () => {
    const target = await candidateAccount();
    const before = await auditRows();
    expect((await call(t, 'DELETE', `/admin/users/${target.id}`, { token: adminToken })).status).toBe(204);
    expect(await auditRows()).toBe(before + 1);
    const login = await call(t, 'POST', '/auth/login', {
      body: { email: target.email, password: PASSWORD },
      lang: 'en',
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Your account is deleted. Please contact Admin');
    // A deleted account is not restored by the suspension's restore.
    expect((await call(t, 'POST', `/admin/users/${target.id}/restore`, { token: adminToken })).status).toBe(409);
  });
});

describe('POST /admin/users/:id/resend-verification', () => {
  it("emails a new link in the candidate's language that verifies the account", async () => {
    const input = buildCandidate({ language: 'zh' });
    expect((await call(t, 'POST', '/auth/register', { body: input })).status).toBe(201);
    const id = await userIdOf(t, input.email);
    const first = await lastEmailTo(t, input.email);
    const before = await auditRows();

    const res = await call(t, 'POST', `/admin/users/${id}/resend-verification`, { token: adminToken, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('A new verification email has been sent.');
    expect(await auditRows()).toBe(before + 1);
    const mail = await lastEmailTo(t, input.email);
    expect(mail?.id).not.toBe(first?.id);
    expect(mail).toMatchObject({ template: 'verifyEmail', language: 'zh' });
    expect(
      (await call(t, 'POST', '/auth/verify-email', { body: { token: linkToken(mail?.textBody ?? '') } })).status,
    ).toBe(200);
    expect(await signInCandidate(t, input.email)).toEqual(expect.any(String));

    const again = await call(t, 'POST', `/admin/users/${id}/resend-verification`, { token: adminToken });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('goes on, as the first link did, to the job the candidate registered to apply for', async () => {
    const next = `/candidate/apply-job/${randomUUID()}`;
    const input = buildCandidate();
    expect((await call(t, 'POST', '/auth/register', { body: { ...input, next } })).status).toBe(201);
    const id = await userIdOf(t, input.email);
    const nextOf = async () => {
      const link = /https?:\/\/\S+\/verify-email\?\S+/.exec((await lastEmailTo(t, input.email))?.textBody ?? '')?.[0];
      return link ? new URL(link).searchParams.get('next') : undefined;
    };
    expect(await nextOf()).toBe(next);

    expect((await call(t, 'POST', `/admin/users/${id}/resend-verification`, { token: adminToken })).status).toBe(200);
    expect(await nextOf()).toBe(next);
    // Sent again, from the link the admin sent: the page is still the job's.
    expect((await call(t, 'POST', `/admin/users/${id}/resend-verification`, { token: adminToken })).status).toBe(200);
    expect(await nextOf()).toBe(next);
  });

  it('answers 404 for a company account', async () => {
    const company = await registerPendingCompany(t);
    const id = await userIdOf(t, company.email);
    expect((await call(t, 'POST', `/admin/users/${id}/resend-verification`, { token: adminToken })).status).toBe(404);
  });
});

describe('approve or reject a company with a reason', () => {
  it("emails the reason as written, framed in the company's language", async () => {
    const company = await registerPendingCompany(t, { language: 'zh' });
    const reason = 'Harbour Ledger is not on this year’s list of accepted companies.';
    const before = await auditRows();
    const res = await call(t, 'POST', `/admin/companies/${company.companyId}/reject`, {
      token: adminToken,
      body: { reason },
    });
    expect(res.status).toBe(204);
    expect(await auditRows()).toBe(before + 1);
    const mail = await lastEmailTo(t, company.email);
    expect(mail).toMatchObject({ template: 'companyRejected', language: 'zh' });
    expect(mail?.textBody).toContain('計劃管理員的留言：');
    expect(mail?.textBody).toContain(reason);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityId} = ${company.companyId} AND ${auditLog.action} = 'company.rejected'`);
    expect(entry?.details).toMatchObject({ reason });
  });

  it('refuses a rejection without a reason, and approves with an optional note', async () => {
    const company = await registerPendingCompany(t, { language: 'en' });
    const missing = await call(t, 'POST', `/admin/companies/${company.companyId}/reject`, {
      token: adminToken,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('reason');
    const note = 'Welcome to the scheme.';
    const approved = await call(t, 'POST', `/admin/companies/${company.companyId}/approve`, {
      token: adminToken,
      body: { reason: note },
    });
    expect(approved.status).toBe(204);
    expect((await lastEmailTo(t, company.email))?.textBody).toContain(note);

    // A blank note is no note: the approval goes through without one.
    const other = await registerPendingCompany(t, { language: 'en' });
    const blank = await call(t, 'POST', `/admin/companies/${other.companyId}/approve`, {
      token: adminToken,
      body: { reason: '' },
    });
    expect(blank.status).toBe(204);
    expect((await lastEmailTo(t, other.email))?.textBody).not.toContain('The scheme administrator wrote:');
  });
});

describe('the admin team', () => {
  it('invites a colleague, who sets a password from the link and signs in with a code', async () => {
    const email = `colleague.${Date.now()}@example.hk`;
    const before = await auditRows();
    const invited = await call(t, 'POST', '/admin/team/invitations', {
      token: adminToken,
      body: { email },
      lang: 'cn',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.member).toMatchObject({ email, state: 'invited', isSelf: false });
    expect(await auditRows()).toBe(before + 1);
    const mail = await lastEmailTo(t, email);
    expect(mail).toMatchObject({ template: 'adminInvitation', language: 'cn' });
    expect(mail?.textBody).toContain(adminEmail);
    expect(mail?.textBody).toContain('/admin-invite?token=');
    const token = linkToken(mail?.textBody ?? '');

    // Not an admin yet: no password of their own, no sign-in.
    const early = await call(t, 'POST', '/auth/admin-login', { body: { identifier: email, password: PASSWORD } });
    expect(early.status).toBe(401);
    const team = await call(t, 'GET', '/admin/team', { token: adminToken });
    expect(team.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email, state: 'invited', inviteExpiresAt: expect.any(String) }),
        expect.objectContaining({ email: adminEmail, state: 'active', isSelf: true }),
      ]),
    );

    const weak = await call(t, 'POST', '/auth/admin-invitation/accept', {
      body: { token, password: 'weakpass', confirmPassword: 'weakpass' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.map((f: { field: string }) => f.field)).toContain('password');
    const mismatch = await call(t, 'POST', '/auth/admin-invitation/accept', {
      body: { token, password: PASSWORD, confirmPassword: `${PASSWORD}x` },
    });
    expect(mismatch.status).toBe(400);

    const accepted = await call(t, 'POST', '/auth/admin-invitation/accept', {
      body: { token, password: PASSWORD, confirmPassword: PASSWORD },
      lang: 'en',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Your password is set. You can now sign in to the admin portal.');
    expect(await auditRows()).toBe(before + 2);
    const reused = await call(t, 'POST', '/auth/admin-invitation/accept', {
      body: { token, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(reused.body.code).toBe('LINK_INVALID');

    const session = await signInWithCode(t, '/auth/admin-login', email);
    expect((await call(t, 'GET', '/admin/team', { token: session })).status).toBe(200);
  });

  it('an invitation expires after 3 days; inviting again retires the old link', async () => {
    const email = `late.${Date.now()}@example.hk`;
    await call(t, 'POST', '/admin/team/invitations', { token: adminToken, body: { email } });
    const old = linkToken((await lastEmailTo(t, email))?.textBody ?? '');
    await call(t, 'POST', '/admin/team/invitations', { token: adminToken, body: { email } });
    const fresh = linkToken((await lastEmailTo(t, email))?.textBody ?? '');
    const body = (token: string) => ({ token, password: PASSWORD, confirmPassword: PASSWORD });
    expect((await call(t, 'POST', '/auth/admin-invitation/accept', { body: body(old) })).body.code).toBe(
      'LINK_INVALID',
    );
    t.clock.advance(72 * 60 * 60 * 1000 + 1000);
    try {
      // The first session has expired by now too: a fresh one reads the team.
      const team = await call(t, 'GET', '/admin/team', { token: (await signedInAdmin(t)).token });
      expect(team.body.items.find((m: { email: string }) => m.email === email)?.state).toBe('expired');
      const late = await call(t, 'POST', '/auth/admin-invitation/accept', { body: body(fresh) });
      expect(late.body.code).toBe('LINK_INVALID');
    } finally {
      t.clock.advance(-(72 * 60 * 60 * 1000 + 1000));
    }
  });

  it('refuses to invite an address that already has an account, naming the field', async () => {
    const candidate = await registerVerifiedCandidate(t);
    for (const email of [candidate.email, adminEmail]) {
      const res = await call(t, 'POST', '/admin/team/invitations', { token: adminToken, body: { email } });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    }
    const bad = await call(t, 'POST', '/admin/team/invitations', { token: adminToken, body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
  });

  it('removes an admin: their sessions end at once and sign-in answers that the account is deleted', async () => {
    const { admin, token } = await signedInAdmin(t);
    const before = await auditRows();
    expect((await call(t, 'DELETE', `/admin/team/${admin.id}`, { token: adminToken })).status).toBe(204);
    expect(await auditRows()).toBe(before + 1);
    expect((await call(t, 'GET', '/admin/team', { token })).status).toBe(401);
    const login = await call(t, 'POST', '/auth/admin-login', { body: { identifier: admin.email, password: PASSWORD } });
    expect(login.body.code).toBe('ACCOUNT_DELETED');
    expect((await call(t, 'DELETE', `/admin/team/${admin.id}`, { token: adminToken })).status).toBe(404);
    // A candidate's id is not a team member.
    const candidate = await candidateAccount();
    expect((await call(t, 'DELETE', `/admin/team/${candidate.id}`, { token: adminToken })).status).toBe(404);
  });

  it('cancels an invitation: its link stops working', async () => {
    const email = `cancelled.${Date.now()}@example.hk`;
    const invited = await call(t, 'POST', '/admin/team/invitations', { token: adminToken, body: { email } });
    const token = linkToken((await lastEmailTo(t, email))?.textBody ?? '');
    expect((await call(t, 'DELETE', `/admin/team/${invited.body.member.id}`, { token: adminToken })).status).toBe(204);
    const res = await call(t, 'POST', '/auth/admin-invitation/accept', {
      body: { token, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(res.body.code).toBe('LINK_INVALID');
  });

  it('retires the pending invitations of an admin who is removed: their links stop working, a colleague may invite again', async () => {
    const inviter = await signedInAdmin(t);
    const email = `orphaned.${Date.now()}@example.hk`;
    const invited = await call(t, 'POST', '/admin/team/invitations', { token: inviter.token, body: { email } });
    expect(invited.status).toBe(201);
    const link = linkToken((await lastEmailTo(t, email))?.textBody ?? '');
    // Another admin's pending invitation is not the removed admin's to take along.
    const othersEmail = `kept.${Date.now()}@example.hk`;
    await call(t, 'POST', '/admin/team/invitations', { token: adminToken, body: { email: othersEmail } });
    const othersLink = linkToken((await lastEmailTo(t, othersEmail))?.textBody ?? '');

    expect((await call(t, 'DELETE', `/admin/team/${inviter.admin.id}`, { token: adminToken })).status).toBe(204);
    const accept = (token: string) =>
      call(t, 'POST', '/auth/admin-invitation/accept', {
        body: { token, password: PASSWORD, confirmPassword: PASSWORD },
      });
    expect((await accept(link)).body.code).toBe('LINK_INVALID');
    const team = await call(t, 'GET', '/admin/team', { token: adminToken });
    const member = (address: string) => team.body.items.find((m: { email: string }) => m.email === address);
    expect(member(email)?.state).toBe('expired');
    expect(member(othersEmail)?.state).toBe('invited');
    const [removal] = await t.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'admin.removed' AND ${auditLog.entityId} = ${inviter.admin.id}`);
    expect(removal?.details).toEqual({ retiredInvitations: [invited.body.member.id] });

    await call(t, 'POST', '/admin/team/invitations', { token: adminToken, body: { email } });
    expect((await accept(linkToken((await lastEmailTo(t, email))?.textBody ?? ''))).status).toBe(200);
    expect((await accept(othersLink)).status).toBe(200);
  });
});

describe('the last admin', () => {
  let solo: TestApp;
  beforeAll(async () => {
    solo = await startTestApp();
  });
  afterAll(() => solo.close());

  it('cannot be removed, even by themself; another admin may leave, and two removing each other leave one', async () => {
    const first = await signedInAdmin(solo);
    const alone = await call(solo, 'DELETE', `/admin/team/${first.admin.id}`, { token: first.token, lang: 'en' });
    expect(alone.status).toBe(409);
    expect(alone.body).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'The last admin cannot be removed. Invite a colleague first.',
    });

    const second = await signedInAdmin(solo);
    expect((await call(solo, 'DELETE', `/admin/team/${second.admin.id}`, { token: second.token })).status).toBe(204);
    expect((await call(solo, 'GET', '/admin/team', { token: second.token })).status).toBe(401);

    // Two admins removing each other at the same moment: the lock lets exactly one through.
    const third = await signedInAdmin(solo);
    const ctx = (id: string) => makeContext(solo.app.services, { user: { id, role: Role.ADMIN } });
    const results = await Promise.allSettled([
      removeAdmin(ctx(first.admin.id), { userId: third.admin.id }),
      removeAdmin(ctx(third.admin.id), { userId: first.admin.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const active = await solo.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.role} = ${Role.ADMIN} AND ${users.status} = ${UserStatus.ACTIVE}`);
    expect(active).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('filters by actor, action, record and Hong Kong dates, pages, and names its actions', async () => {
    const target = await candidateAccount();
    // A second between the entries, so that their order is the order of the actions.
    t.clock.advance(1000);
    await call(t, 'POST', `/admin/users/${target.id}/suspend`, { token: adminToken, body: { reason: 'Filter test' } });
    t.clock.advance(1000);
    await call(t, 'POST', `/admin/users/${target.id}/restore`, { token: adminToken });

    const byRecord = await call(t, 'GET', `/admin/audit-log?entityType=user&entityId=${target.id}`, {
      token: adminToken,
    });
    expect(byRecord.status).toBe(200);
    // Newest first: the restore, the suspension, then the candidate's own registration and verification.
    expect(byRecord.body.items.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'user.restored',
      'user.suspended',
    ]);
    expect(byRecord.body.items[0]).toMatchObject({ actorUserId: adminId, actorEmail: adminEmail });
    expect(byRecord.body.actions).toEqual(
      expect.arrayContaining([
        { value: 'user.suspended', label: '帳戶已暫停' },
        { value: 'user.restored', label: '帳戶已恢復' },
      ]),
    );

    const byAction = await call(t, 'GET', `/admin/audit-log?action=user.suspended&actor=${adminEmail.slice(0, 12)}`, {
      token: adminToken,
    });
    expect(byAction.body.items.every((e: { action: string }) => e.action === 'user.suspended')).toBe(true);
    expect(byAction.body.items.map((e: { entityId: string }) => e.entityId)).toContain(target.id);

    const paged = await call(t, 'GET', `/admin/audit-log?entityId=${target.id}&take=1&page=2`, { token: adminToken });
    expect(paged.body).toMatchObject({ page: 2, take: 1, total: byRecord.body.total });
    expect(paged.body.items[0].action).toBe('user.suspended');

    // The test clock is 2026-03-02 10:00 in Hong Kong.
    const today = await call(t, 'GET', `/admin/audit-log?entityId=${target.id}&from=2026-03-02&to=2026-03-02`, {
      token: adminToken,
    });
    expect(today.body.total).toBe(byRecord.body.total);
    const yesterday = await call(t, 'GET', `/admin/audit-log?entityId=${target.id}&to=2026-03-01`, {
      token: adminToken,
    });
    expect(yesterday.body.total).toBe(0);
  });

  it('answers 400 naming the field for a bad date, an end before the start or a bad page', async () => {
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['page=0', 'page'],
      ['take=1000', 'take'],
    ]) {
      const res = await call(t, 'GET', `/admin/audit-log?${query}`, { token: adminToken });
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
  });

  it("exports the filtered rows as CSV in the caller's language, Hong Kong time, and audits the export", async () => {
    const target = await candidateAccount();
    await call(t, 'POST', `/admin/users/${target.id}/suspend`, {
      token: adminToken,
      body: { reason: '=HYPERLINK("x")' },
    });
    const before = await auditRows();
    const res = await fetch(`${t.url}/api/v1/admin/audit-log/export-csv?entityId=${target.id}`, {
      headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'zh' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('audit-log-20260302.csv');
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['時間（香港）', '操作者', '操作', '記錄類型', '記錄', '記錄編號', '詳情', 'IP 地址']);
    const suspended = rows.find((row) => row[2] === '帳戶已暫停');
    expect(suspended?.[0]).toMatch(/^2026-03-02 10:00:\d\d$/);
    expect(suspended?.slice(1, 6)).toEqual([adminEmail, '帳戶已暫停', '帳戶', 'Chan Siu Ming', target.id]);
    // The details in words, not JSON: the role by its name, the reason as written.
    expect(suspended?.[6]).toBe('角色：求職者; 原因：=HYPERLINK("x")');
    expect(await auditRows()).toBe(before + 1);
  });

  it('refuses UPDATE and DELETE at the database, whoever asks', async () => {
    const [entry] = await t.app.db.select().from(auditLog).limit(1);
    if (!entry) throw new Error('no audit entry');
    await expect(
      t.app.db.update(auditLog).set({ action: 'tampered' }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(t.app.db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    const [kept] = await t.app.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(kept?.action).toBe(entry.action);
    // No route changes it either: there is no method but GET on the log.
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      expect((await call(t, method, '/admin/audit-log', { token: adminToken })).status).toBe(404);
    }
  });
});
