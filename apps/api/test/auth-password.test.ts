import { hongKongMinute } from '@fis/shared/hong-kong-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCandidate,
  emailsTo,
  lastEmailTo,
  linkToken,
  PASSWORD,
  registerApprovedCompany,
  registerVerifiedCandidate,
  signInCandidate,
  signInWithCode,
} from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINUTE_MS = 60 * 1000;
const NEW_PASSWORD = 'N3w!Password';
const FORGOT_SENT = 'The password reset email has been sent. Please retry after 5 minutes.';
const LINK_INVALID = 'Your reset password link is invalid or expired';

function forgot(email: string) {
  return call(t, 'POST', '/user/reset-password', { body: { email }, lang: 'en' });
}

function reset(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  return call(t, 'PUT', '/user/reset-password', { body: { token, password, confirmPassword }, lang: 'en' });
}

function login(email: string, password: string) {
  return call(t, 'POST', '/auth/login', { body: { email, password }, lang: 'en' });
}

const resetEmails = async (email: string) => (await emailsTo(t, email)).filter((m) => m.template === 'resetPassword');

/** Asks for a reset link and returns the token in it. */
async function resetLinkFor(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  const mail = await lastEmailTo(t, email);
  expect(mail?.template).toBe('resetPassword');
  expect(mail?.textBody).toContain('http://app.test/update-password?token=');
  return linkToken(mail?.textBody ?? '');
}

describe('POST /user/reset-password (forgot password)', () => {
  it('answers an unknown email with 404 on the email field', async () => {
    const res = await forgot('never.registered@example.edu.hk');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'EMAIL_NOT_REGISTERED',
      field: 'email',
      message: 'This email address has not been registered yet',
    });
  });

  it('sends one email, nothing more within 5 minutes, and a new one after', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const first = await forgot(candidate.email.toUpperCase());
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: FORGOT_SENT });
    expect(await resetEmails(candidate.email)).toHaveLength(1);

    t.clock.advance(5 * MINUTE_MS - 1000);
    const repeat = await forgot(candidate.email);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ message: FORGOT_SENT });
    expect(await resetEmails(candidate.email)).toHaveLength(1);

    t.clock.advance(1000);
    expect((await forgot(candidate.email)).status).toBe(200);
    expect(await resetEmails(candidate.email)).toHaveLength(2);
  });

  it("carries a candidate's page to go on to through the reset link; another role's, never; another site, refused", async () => {
    const next = '/candidate/apply-job/0b6f3c1e-8a4d-4c2b-9f1e-2d3c4b5a6978';
    const linkOf = async (email: string) => {
      const body = (await lastEmailTo(t, email))?.textBody ?? '';
      return new URL(/https?:\/\/\S+\/update-password\?\S+/.exec(body)?.[0] ?? 'http://missing.invalid/');
    };
    const candidate = await registerVerifiedCandidate(t);
    const asked = await call(t, 'POST', '/user/reset-password', { body: { email: candidate.email, next }, lang: 'en' });
    expect(asked.status).toBe(200);
    const link = await linkOf(candidate.email);
    expect(link.searchParams.get('next')).toBe(next);
    expect(link.searchParams.get('token')).toBe(linkToken(link.href));

    const company = await registerApprovedCompany(t);
    expect(
      (await call(t, 'POST', '/user/reset-password', { body: { email: company.email, next }, lang: 'en' })).status,
    ).toBe(200);
    expect((await linkOf(company.email)).searchParams.has('next')).toBe(false);

    for (const elsewhere of [
      '//evil.example/candidate/dashboard',
      'https://evil.example/candidate/',
      '/company/dashboard',
    ]) {
      const refused = await call(t, 'POST', '/user/reset-password', {
        body: { email: candidate.email, next: elsewhere },
        lang: 'en',
      });
      expect(refused.status, elsewhere).toBe(400);
      expect(refused.body.fields?.[0] ?? refused.body, elsewhere).toMatchObject({
        field: 'next',
        code: 'FIELD_INVALID',
      });
    }
  });

  it('answers a malformed email with 400 on the email field', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'EMAIL_INVALID', field: 'email' });
  });
});

describe('PUT /user/reset-password (reset link)', () => {
  it('sets the new password, ends every session and works once only', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const session = await signInCandidate(t, candidate.email);
    const token = await resetLinkFor(candidate.email);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/reset/i);
    expect((await call(t, 'GET', '/user', { token: session })).status).toBe(401);
    expect((await login(candidate.email, PASSWORD)).status).toBe(401);
    expect((await login(candidate.email, NEW_PASSWORD)).status).toBe(200);
    // The account's address is told, with the time, once (decision 036).
    const notices = (await emailsTo(t, candidate.email)).filter((m) => m.template === 'passwordChanged');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textBody).toContain(`${hongKongMinute(t.clock.now())} (HKT)`);

    const reused = await reset(token, 'Th1rd!Password');
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'LINK_INVALID', message: LINK_INVALID });
    expect((await login(candidate.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is valid for 24 hours', async () => {
    const inTime = await registerVerifiedCandidate(t);
    const late = await registerVerifiedCandidate(t);
    const inTimeToken = await resetLinkFor(inTime.email);
    const lateToken = await resetLinkFor(late.email);
    t.clock.advance(24 * 60 * MINUTE_MS - 1000);
    expect((await reset(inTimeToken)).status).toBe(200);
    t.clock.advance(2000);
    const expired = await reset(lateToken);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(LINK_INVALID);
    expect((await login(late.email, PASSWORD)).status).toBe(200);
  });

  it('refuses a weak password on the password field, and the link still works after', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const token = await resetLinkFor(candidate.email);
    const weak = await reset(token, 'weakpassword');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'PASSWORD_WEAK', field: 'password' });
    const mismatch = await reset(token, NEW_PASSWORD, 'Other!Pass1');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('confirmPassword');
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses a made-up token and an email verification token', async () => {
    const input = buildCandidate();
    await call(t, 'POST', '/auth/register', { body: input });
    const verifyToken = linkToken((await lastEmailTo(t, input.email))?.textBody ?? '');
    for (const token of ['made-up-token', verifyToken]) {
      const res = await reset(token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('LINK_INVALID');
    }
  });

  it('retires every other reset link of the account once one is used', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const older = await resetLinkFor(candidate.email);
    t.clock.advance(5 * MINUTE_MS);
    const newer = await resetLinkFor(candidate.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(older, 'Th1rd!Password')).status).toBe(400);
    expect((await login(candidate.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('resets a company password too, ending its sessions', async () => {
    const company = await registerApprovedCompany(t);
    const session = await signInWithCode(t, '/auth/company-login', company.email);
    expect((await reset(await resetLinkFor(company.email))).status).toBe(200);
    expect((await call(t, 'GET', '/user', { token: session })).status).toBe(401);
    const started = await call(t, 'POST', '/auth/company-login', {
      body: { identifier: company.email, password: NEW_PASSWORD },
    });
    expect(started.status).toBe(200);
  });
});

describe('POST /user/change-password', () => {
  function change(token: string | undefined, oldPassword: string, password = NEW_PASSWORD) {
    return call(t, 'POST', '/user/change-password', {
      body: { oldPassword, password, confirmPassword: password },
      token,
      lang: 'en',
    });
  }

  it('answers a wrong old password on the oldPassword field', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const token = await signInCandidate(t, candidate.email);
    const res = await change(token, 'Wr0ng!Pass');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'OLD_PASSWORD_INCORRECT',
      field: 'oldPassword',
      message: 'The old password is not correct',
    });
    expect((await call(t, 'GET', '/user', { token })).status).toBe(200);
  });

  it('returns a new session; the previous token and the old password stop working', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const previous = await signInCandidate(t, candidate.email);
    const other = await signInCandidate(t, candidate.email);
    const res = await change(previous, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect((await call(t, 'GET', '/user', { token: res.body.token })).status).toBe(200);
    expect((await call(t, 'GET', '/user', { token: previous })).status).toBe(401);
    expect((await call(t, 'GET', '/user', { token: other })).status).toBe(401);
    expect((await login(candidate.email, PASSWORD)).status).toBe(401);
    expect((await login(candidate.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('retires a reset link asked for before the change', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const link = await resetLinkFor(candidate.email);
    expect((await change(await signInCandidate(t, candidate.email), PASSWORD)).status).toBe(200);
    expect((await reset(link, 'Th1rd!Password')).body.code).toBe('LINK_INVALID');
    expect((await login(candidate.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('checks the new password rules and needs a session', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const token = await signInCandidate(t, candidate.email);
    const weak = await change(token, PASSWORD, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ field: 'password', message: 'Enter at least 8 characters' });
    expect((await change(undefined, PASSWORD)).status).toBe(401);
  });
});
