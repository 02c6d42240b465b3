import { formatCompanyCode } from '@fis/shared/company-code';
import { Role } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContext } from '../src/context.js';
import { loginCodes } from '../src/db/schema.js';
import { reviewCompany } from '../src/modules/admin/review-company.js';
import {
  codeIn,
  createAdmin,
  emailsTo,
  lastEmailTo,
  PASSWORD,
  registerApprovedCompany,
  registerPendingCompany,
  signedInAdmin,
  userIdOf,
} from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINUTE_MS = 60 * 1000;
type CodePath = '/auth/company-login' | '/auth/admin-login';

function start(identifier: string, path: CodePath = '/auth/company-login', extra: Record<string, unknown> = {}) {
  return call(t, 'POST', path, { body: { identifier, password: PASSWORD, ...extra }, lang: 'en' });
}

function verify(attemptId: string, code: string) {
  return call(t, 'POST', '/auth/verify-login', { body: { attemptId, code }, lang: 'en' });
}

/** Step one for an email identifier; returns the attempt and the code emailed for it. */
async function startWithCode(email: string, path: CodePath = '/auth/company-login') {
  const res = await start(email, path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { attemptId: res.body.attemptId as string, code: codeIn((await lastEmailTo(t, email))?.textBody ?? '') };
}

/** A six-digit code that is certainly not `code`. */
const wrong = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

describe('POST /auth/company-login (password step)', () => {
  it('answers an attempt id and the masked email, and emails a 6-digit code', async () => {
    const company = await registerApprovedCompany(t);
    const before = (await emailsTo(t, company.email)).length;
    const res = await start(company.email);
    expect(res.status).toBe(200);
    expect(res.body.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    const [local = '', domain] = company.email.split('@');
    expect(res.body.maskedEmail).toMatch(new RegExp(`^${local.slice(0, 2)}\\*{3,}@${domain?.replaceAll('.', '\\.')}$`));
    expect(res.body.maskedEmail).not.toContain(local);
    expect(res.body.message).toBe(`A one-time verification code has been sent to ${res.body.maskedEmail}.`);
    const mails = await emailsTo(t, company.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.template).toBe('loginCode');
    expect(codeIn(mails.at(-1)?.textBody ?? '')).toMatch(/^\d{6}$/);
  });

  it('stores only a hash of the code', async () => {
    const company = await registerApprovedCompany(t);
    const { attemptId, code } = await startWithCode(company.email);
    const [row] = await t.app.db.select().from(loginCodes).where(eq(loginCodes.id, attemptId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('accepts the company ID as well as the email', async () => {
    const company = await registerApprovedCompany(t);
    const companyCode = formatCompanyCode(company.companyNumber);
    expect(companyCode).toMatch(/^FIS-\d{5}$/);
    for (const identifier of [companyCode, companyCode.toLowerCase()]) {
      const res = await start(identifier);
      expect(res.status, identifier).toBe(200);
      const code = codeIn((await lastEmailTo(t, company.email))?.textBody ?? '');
      const session = await verify(res.body.attemptId, code);
      expect(session.status).toBe(200);
      expect(session.body.user).toMatchObject({ role: 2, email: company.email });
    }
  });

  it('answers a wrong password or an unknown identifier alike, and sends nothing', async () => {
    const company = await registerApprovedCompany(t);
    const before = (await emailsTo(t, company.email)).length;
    const wrongPassword = await call(t, 'POST', '/auth/company-login', {
      body: { identifier: company.email, password: 'Wr0ng!Pass' },
      lang: 'en',
    });
    const unknownCode = await start('FIS-99999');
    const unknownEmail = await start('nobody@example.edu.hk');
    for (const res of [wrongPassword, unknownCode, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The user credentials were incorrect' });
    }
    expect(await emailsTo(t, company.email)).toHaveLength(before);
  });

  it('tells a pending company and a rejected one that the account is not activated', async () => {
    const pending = await registerPendingCompany(t);
    const rejected = await registerPendingCompany(t);
    const admin = { id: (await createAdmin(t)).id, role: Role.ADMIN };
    await reviewCompany(makeContext(t.app.services, { user: admin }), {
      companyId: rejected.companyId,
      decision: 'reject',
    });
    for (const company of [pending, rejected]) {
      const res = await start(company.email);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'ACCOUNT_NOT_ACTIVATED',
        message: 'Your account has not been activated yet',
      });
      expect((await lastEmailTo(t, company.email))?.template).not.toBe('loginCode');
    }
  });

  it('keeps the company and admin sign-ins apart', async () => {
    const company = await registerApprovedCompany(t);
    const admin = await createAdmin(t);
    const companyAsAdmin = await start(company.email, '/auth/admin-login');
    const adminAsCompany = await start(admin.email, '/auth/company-login');
    for (const res of [companyAsAdmin, adminAsCompany]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('emails the approved company its company ID', async () => {
    const company = await registerApprovedCompany(t);
    const mail = await lastEmailTo(t, company.email);
    expect(mail?.template).toBe('companyApproved');
    expect(mail?.textBody).toContain(formatCompanyCode(company.companyNumber));
  });
});

describe('POST /auth/admin-login', () => {
  it('signs the admin in with an emailed code', async () => {
    const admin = await createAdmin(t);
    const { attemptId, code } = await startWithCode(admin.email, '/auth/admin-login');
    const res = await verify(attemptId, code);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: admin.id, role: 1 });
  });
});

describe('POST /auth/verify-login (code step)', () => {
  it('answers a wrong code with OTP is not correct, on the code field', async () => {
    const company = await registerApprovedCompany(t);
    const { attemptId, code } = await startWithCode(company.email);
    const res = await verify(attemptId, wrong(code));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'OTP_INCORRECT', field: 'code', message: 'OTP is not correct.' });
    expect((await verify(attemptId, code)).status).toBe(200);
  });

  it('asks for the code when it is missing, and refuses a malformed attempt id', async () => {
    const missing = await call(t, 'POST', '/auth/verify-login', {
      body: { attemptId: crypto.randomUUID() },
      lang: 'en',
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'code', message: 'Please enter the verification code' });
    const badId = await verify('not-a-uuid', '123456');
    expect(badId.status).toBe(400);
    expect(badId.body.field).toBe('attemptId');
  });

  it('accepts a code once only', async () => {
    const company = await registerApprovedCompany(t);
    const { attemptId, code } = await startWithCode(company.email);
    expect((await verify(attemptId, code)).status).toBe(200);
    const again = await verify(attemptId, code);
    expect(again.status).toBe(400);
    expect(again.body.token).toBeUndefined();
  });

  it('ties a code to its attempt: the code of attempt A does not open attempt B', async () => {
    const company = await registerApprovedCompany(t);
    const a = await startWithCode(company.email);
    const b = await startWithCode(company.email);
    expect(a.attemptId).not.toBe(b.attemptId);
    const crossed = await verify(b.attemptId, a.code);
    // Should the two random codes coincide, the test says nothing; it is 1 in a million.
    if (a.code !== b.code) {
      expect(crossed.status).toBe(400);
      expect(crossed.body.code).toBe('OTP_INCORRECT');
    }
    expect((await verify(b.attemptId, b.code)).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const company = await registerApprovedCompany(t);
    const late = await startWithCode(company.email);
    t.clock.advance(10 * MINUTE_MS + 1000);
    const expired = await verify(late.attemptId, late.code);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'OTP_EXPIRED', field: 'code' });

    const inTime = await startWithCode(company.email);
    t.clock.advance(10 * MINUTE_MS - 1000);
    expect((await verify(inTime.attemptId, inTime.code)).status).toBe(200);
  });

  it('gives a remember-me code sign-in the longer session', async () => {
    const company = await registerApprovedCompany(t);
    const plain = await startWithCode(company.email);
    const plainExp = decodeJwt((await verify(plain.attemptId, plain.code)).body.token).exp ?? 0;
    const res = await start(company.email, '/auth/company-login', { rememberMe: true });
    const code = codeIn((await lastEmailTo(t, company.email))?.textBody ?? '');
    const rememberedExp = decodeJwt((await verify(res.body.attemptId, code)).body.token).exp ?? 0;
    expect(rememberedExp).toBeGreaterThan(plainExp);
  });

  it('refuses the code when the account was deleted between the two steps', async () => {
    const company = await registerApprovedCompany(t);
    const { attemptId, code } = await startWithCode(company.email);
    const { token } = await signedInAdmin(t);
    await call(t, 'DELETE', `/admin/users/${await userIdOf(t, company.email)}`, { token });
    const res = await verify(attemptId, code);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_DELETED');
  });

  it('sends no new code to an account deleted since the password step', async () => {
    const company = await registerApprovedCompany(t);
    const { attemptId } = await startWithCode(company.email);
    const { token } = await signedInAdmin(t);
    await call(t, 'DELETE', `/admin/users/${await userIdOf(t, company.email)}`, { token });
    const sent = (await emailsTo(t, company.email)).length;
    const res = await call(t, 'POST', '/auth/resend-code-login', { body: { attemptId } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_DELETED');
    expect(await emailsTo(t, company.email)).toHaveLength(sent);
  });
});

describe('code lockout', () => {
  it('locks after the 4th wrong code for 5 minutes, sending nothing, then a resent code works', async () => {
    const company = await registerApprovedCompany(t);
    const { attemptId, code } = await startWithCode(company.email);
    for (let i = 1; i <= 3; i++) {
      const res = await verify(attemptId, wrong(code));
      expect(res.status, `wrong code ${i}`).toBe(400);
      expect(res.body.code).toBe('OTP_INCORRECT');
    }
    const locked = await verify(attemptId, wrong(code));
    expect(locked.status).toBe(423);
    expect(locked.body).toMatchObject({ code: 'OTP_LOCKED', retryAfter: 300 });
    expect(locked.headers.get('retry-after')).toBe('300');

    const sent = (await emailsTo(t, company.email)).length;
    expect((await verify(attemptId, code)).status).toBe(423);
    const resend = await call(t, 'POST', '/auth/resend-code-login', { body: { attemptId } });
    expect(resend.status).toBe(423);
    expect(resend.headers.get('retry-after')).toBeTruthy();
    expect((await start(company.email)).status).toBe(423);
    expect(await emailsTo(t, company.email)).toHaveLength(sent);

    const limit = await call(t, 'POST', '/auth/check-limit-login', { body: { attemptId } });
    expect(limit.body).toEqual({ locked: true, retryAfter: 300, wrongAttempts: 4 });

    t.clock.advance(5 * MINUTE_MS - 1000);
    expect((await call(t, 'POST', '/auth/check-limit-login', { body: { attemptId } })).body).toMatchObject({
      locked: true,
      retryAfter: 1,
    });
    expect((await call(t, 'POST', '/auth/resend-code-login', { body: { attemptId } })).status).toBe(423);
    t.clock.advance(1000);
    expect((await call(t, 'POST', '/auth/check-limit-login', { body: { attemptId } })).body).toMatchObject({
      locked: false,
      retryAfter: 0,
    });

    const resent = await call(t, 'POST', '/auth/resend-code-login', { body: { attemptId }, lang: 'en' });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('A new one-time verification code has sent to your email address');
    const mails = await emailsTo(t, company.email);
    expect(mails).toHaveLength(sent + 1);
    const fresh = codeIn(mails.at(-1)?.textBody ?? '');
    const session = await verify(attemptId, fresh);
    expect(session.status).toBe(200);
    expect(session.body.user.role).toBe(2);
  });

  it('counts wrong codes across attempts of the same account', async () => {
    const company = await registerApprovedCompany(t);
    const a = await startWithCode(company.email);
    await verify(a.attemptId, wrong(a.code));
    await verify(a.attemptId, wrong(a.code));
    const b = await startWithCode(company.email);
    expect((await verify(b.attemptId, wrong(b.code))).status).toBe(400);
    expect((await verify(b.attemptId, wrong(b.code))).status).toBe(423);
  });

  it('forgets wrong codes older than 24 hours', async () => {
    const company = await registerApprovedCompany(t);
    const first = await startWithCode(company.email);
    for (let i = 0; i < 3; i++) await verify(first.attemptId, wrong(first.code));
    t.clock.advance(24 * 60 * MINUTE_MS + 1000);
    const second = await startWithCode(company.email);
    expect((await verify(second.attemptId, wrong(second.code))).status).toBe(400);
    expect((await verify(second.attemptId, second.code)).status).toBe(200);
  });

  it('replaces the code on resend: only the newest code is accepted', async () => {
    const company = await registerApprovedCompany(t);
    const { attemptId, code } = await startWithCode(company.email);
    expect((await call(t, 'POST', '/auth/resend-code-login', { body: { attemptId } })).status).toBe(200);
    const fresh = codeIn((await lastEmailTo(t, company.email))?.textBody ?? '');
    if (fresh !== code) expect((await verify(attemptId, code)).body.code).toBe('OTP_INCORRECT');
    expect((await verify(attemptId, fresh)).status).toBe(200);
  });

  it('stops giving new codes to an attempt after an hour: the password step starts again', async () => {
    const company = await registerApprovedCompany(t);
    const { attemptId } = await startWithCode(company.email);
    t.clock.advance(59 * MINUTE_MS);
    expect((await call(t, 'POST', '/auth/resend-code-login', { body: { attemptId } })).status).toBe(200);
    t.clock.advance(2 * MINUTE_MS);
    const before = (await emailsTo(t, company.email)).length;
    const late = await call(t, 'POST', '/auth/resend-code-login', { body: { attemptId }, lang: 'en' });
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({
      code: 'SIGN_IN_EXPIRED',
      message: 'This sign-in has expired. Please sign in again.',
    });
    expect((await emailsTo(t, company.email)).length).toBe(before);
  });
});

describe("the code email's language", () => {
  it('follows the sign-in page, not the account’s email language: the person waits for it there', async () => {
    const admin = await createAdmin(t);
    expect(admin.emailLanguage).toBe('en');
    const res = await call(t, 'POST', '/auth/admin-login', {
      body: { identifier: admin.email, password: PASSWORD },
      lang: 'zh',
    });
    expect(res.status).toBe(200);
    expect((await lastEmailTo(t, admin.email))?.subject).toBe('您的登入驗證碼');
    const resent = await call(t, 'POST', '/auth/resend-code-login', {
      body: { attemptId: res.body.attemptId },
      lang: 'cn',
    });
    expect(resent.status).toBe(200);
    expect((await lastEmailTo(t, admin.email))?.subject).toBe('您的登录验证码');
  });
});
