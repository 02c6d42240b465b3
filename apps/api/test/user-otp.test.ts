// Changing the sign-in email with a one-time code (/v1/user-otp, docs/decisions/018): the code
// goes to the new address; the right code changes the email, ends the old sessions and tells the
// old address; the sign-in codes' expiry and lockout apply.
import { OTP_LOCK_MS, OTP_TTL_MS } from '@fis/shared/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { codeIn, lastEmailTo, PASSWORD, signedInAdmin, signInWithCode, uniqueEmail } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function requestCode(token: string, email: string) {
  const res = await call(t, 'POST', '/user-otp', { token, lang: 'en', body: { email, password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await lastEmailTo(t, email);
  return { otpId: res.body.otpId as string, code: codeIn(mail?.textBody ?? '') };
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /user-otp', () => {
  it('needs a candidate or company token', async () => {
    expect((await call(t, 'POST', '/user-otp', { body: { email: uniqueEmail(), password: PASSWORD } })).status).toBe(
      401,
    );
    const { token } = await signedInAdmin(t);
    const res = await call(t, 'POST', '/user-otp', { token, body: { email: uniqueEmail(), password: PASSWORD } });
    expect(res.status).toBe(403);
    const verify = await call(t, 'POST', '/user-otp/verify-otp', {
      token,
      body: { otpId: crypto.randomUUID(), code: '123456' },
    });
    expect(verify.status).toBe(403);
  });

  it('names the bad field: the email, the password, an address taken or unchanged', async () => {
    const company = await signedInCompany(t);
    const other = await candidateWithId(t);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ email: 'nope', password: PASSWORD }, 400, 'email', 'EMAIL_INVALID'],
      [{ email: uniqueEmail() }, 400, 'password', 'FIELD_REQUIRED'],
      [{ email: uniqueEmail(), password: 'Wr0ng!Pass' }, 400, 'password', 'OLD_PASSWORD_INCORRECT'],
      [{ email: other.email.toUpperCase(), password: PASSWORD }, 409, 'email', 'EMAIL_TAKEN'],
      [{ email: company.email, password: PASSWORD }, 400, 'email', 'EMAIL_UNCHANGED'],
      [{ email: uniqueEmail(), password: PASSWORD, purpose: 'delete-account' }, 400, 'purpose', 'FIELD_INVALID'],
    ];
    for (const [body, status, field, code] of cases) {
      const res = await call(t, 'POST', '/user-otp', { token: company.token, lang: 'en', body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toMatchObject({ field, code });
    }
    // Nothing was sent to the taken address.
    expect((await lastEmailTo(t, other.email))?.template).not.toBe('emailChangeCode');
  });
});

describe('POST /user-otp/verify-otp', () => {
  it('changes the sign-in email with the code sent to the new address', async () => {
    const company = await signedInCompany(t);
    const otherDevice = await signInWithCode(t, '/auth/company-login', company.email);
    const newEmail = uniqueEmail('new-hr');
    const { otpId, code } = await requestCode(company.token, newEmail);
    const sent = await lastEmailTo(t, newEmail);
    expect(sent?.template).toBe('emailChangeCode');

    const res = await call(t, 'POST', '/user-otp/verify-otp', {
      token: company.token,
      lang: 'en',
      body: { otpId, code },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your sign-in email has been changed');
    expect(res.body.user.email).toBe(newEmail);

    // Every earlier session ended, this device has a new one.
    expect((await call(t, 'GET', '/user', { token: otherDevice })).status).toBe(401);
    expect((await call(t, 'GET', '/user', { token: company.token })).status).toBe(401);
    expect((await call(t, 'GET', '/user', { token: res.body.token })).body.email).toBe(newEmail);

    // The old address is told; the new one signs in.
    const notice = await lastEmailTo(t, company.email);
    expect(notice?.template).toBe('emailChanged');
    expect(notice?.textBody).toContain(newEmail);
    expect(await signInWithCode(t, '/auth/company-login', newEmail)).toBeTruthy();
    const old = await call(t, 'POST', '/auth/company-login', {
      body: { identifier: company.email, password: PASSWORD },
    });
    expect(old.status).toBe(401);

    // The code is single use.
    const again = await call(t, 'POST', '/user-otp/verify-otp', { token: res.body.token, body: { otpId, code } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('OTP_EXPIRED');
  });

  it("answers 404 for another account's code and changes nothing", async () => {
    const owner = await candidateWithId(t);
    const other = await candidateWithId(t);
    const { otpId, code } = await requestCode(owner.token, uniqueEmail());
    const res = await call(t, 'POST', '/user-otp/verify-otp', { token: other.token, body: { otpId, code } });
    expect(res.status).toBe(404);
    const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, other.userId));
    expect(row?.email).toBe(other.email);
  });

  it('refuses an expired code, and a new request retires the earlier code', async () => {
    const candidate = await candidateWithId(t);
    const first = await requestCode(candidate.token, uniqueEmail());
    t.clock.advance(OTP_TTL_MS + 1000);
    const expired = await call(t, 'POST', '/user-otp/verify-otp', { token: candidate.token, body: first });
    expect(expired.body).toMatchObject({ code: 'OTP_EXPIRED', field: 'code' });

    const second = await requestCode(candidate.token, uniqueEmail());
    const third = await requestCode(candidate.token, uniqueEmail());
    const retired = await call(t, 'POST', '/user-otp/verify-otp', { token: candidate.token, body: second });
    expect(retired.body.code).toBe('OTP_EXPIRED');
    const bad = await call(t, 'POST', '/user-otp/verify-otp', {
      token: candidate.token,
      lang: 'en',
      body: { otpId: third.otpId, code: '12ab' },
    });
    expect(bad.body).toMatchObject({ field: 'code', message: 'OTP is not correct.' });
  });

  it('refuses an address registered after the code was sent', async () => {
    const candidate = await candidateWithId(t);
    const taken = uniqueEmail();
    const { otpId, code } = await requestCode(candidate.token, taken);
    await signedInCompany(t, { email: taken });
    const res = await call(t, 'POST', '/user-otp/verify-otp', { token: candidate.token, body: { otpId, code } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    expect((await call(t, 'GET', '/user', { token: candidate.token })).body.email).toBe(candidate.email);
  });

  it('locks the code step after more than 3 wrong codes, for 5 minutes, as sign-in does', async () => {
    const candidate = await candidateWithId(t);
    const { otpId, code } = await requestCode(candidate.token, uniqueEmail());
    for (let i = 0; i < 3; i += 1) {
      const wrong = await call(t, 'POST', '/user-otp/verify-otp', {
        token: candidate.token,
        lang: 'en',
        body: { otpId, code: wrongCode(code) },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'OTP_INCORRECT', message: 'OTP is not correct.', field: 'code' });
    }
    const fourth = await call(t, 'POST', '/user-otp/verify-otp', {
      token: candidate.token,
      body: { otpId, code: wrongCode(code) },
    });
    expect(fourth.status).toBe(423);
    expect(fourth.body.code).toBe('OTP_LOCKED');

    // Locked: neither the right code (now dead) nor a new code.
    const right = await call(t, 'POST', '/user-otp/verify-otp', { token: candidate.token, body: { otpId, code } });
    expect(right.status).toBe(423);
    const newCode = await call(t, 'POST', '/user-otp', {
      token: candidate.token,
      body: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(newCode.status).toBe(423);

    t.clock.advance(OTP_LOCK_MS + 1000);
    const dead = await call(t, 'POST', '/user-otp/verify-otp', { token: candidate.token, body: { otpId, code } });
    expect(dead.body.code).toBe('OTP_EXPIRED');
    const fresh = await requestCode(candidate.token, uniqueEmail());
    const ok = await call(t, 'POST', '/user-otp/verify-otp', { token: candidate.token, body: fresh });
    expect(ok.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits code requests per account', async () => {
    const limited = await startTestApp({ rateLimits: { perAddress: 100, perAccount: 2, windowMs: 60_000 } });
    try {
      const company = await signedInCompany(limited);
      const ask = () =>
        call(limited, 'POST', '/user-otp', {
          token: company.token,
          body: { email: uniqueEmail(), password: PASSWORD },
        });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
