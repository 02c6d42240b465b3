import { REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS } from '@fis/shared/limits';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/lib/session-tokens.js';
import {
  buildCandidate,
  createAdmin,
  PASSWORD,
  registerApprovedCompany,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  userIdOf,
} from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

async function login(email: string, password: string, rememberMe?: boolean) {
  return call(t, 'POST', '/auth/login', { body: { email, password, rememberMe }, lang: 'en' });
}

describe('POST /auth/login (candidate)', () => {
  it('answers a wrong password and an unknown email with the same body', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const wrongPassword = await login(candidate.email, 'Wr0ng!Pass');
    const unknownEmail = await login('nobody.here@example.edu.hk', PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The user credentials were incorrect' });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('treats the email case-insensitively, whichever case was registered', async () => {
    const upper = await registerVerifiedCandidate(t, { email: `Mixed.Case.${Date.now()}@Example.EDU.hk` });
    expect((await login(upper.email.toLowerCase(), PASSWORD)).status).toBe(200);
    const lower = await registerVerifiedCandidate(t);
    const res = await login(lower.email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(lower.email);
  });

  it('refuses company and admin accounts, even with their right password', async () => {
    const company = await registerApprovedCompany(t);
    const admin = await createAdmin(t);
    for (const email of [company.email, admin.email]) {
      const res = await login(email, PASSWORD);
      expect(res.status, email).toBe(401);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('tells a deleted account to contact the admin', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const { token } = await signedInAdmin(t);
    const deleted = await call(t, 'DELETE', `/admin/users/${await userIdOf(t, candidate.email)}`, { token });
    expect(deleted.status).toBe(204);
    const res = await login(candidate.email, PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'ACCOUNT_DELETED',
      message: 'Your account is deleted. Please contact Admin',
    });
    // A wrong password on a deleted account reveals nothing about it.
    expect((await login(candidate.email, 'Wr0ng!Pass')).body.code).toBe('INVALID_CREDENTIALS');
  });

  it('gives a remember-me session a longer life than a plain one', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const plain = await login(candidate.email, PASSWORD);
    const remembered = await login(candidate.email, PASSWORD, true);
    const plainExp = decodeJwt(plain.body.token).exp ?? 0;
    const rememberedExp = decodeJwt(remembered.body.token).exp ?? 0;
    expect(plainExp - nowSeconds()).toBe(SESSION_TTL_SECONDS);
    expect(rememberedExp - nowSeconds()).toBe(REMEMBER_ME_TTL_SECONDS);
    expect(rememberedExp).toBeGreaterThan(plainExp);
    expect(new Date(plain.body.expiresAt).getTime()).toBe(plainExp * 1000);
  });

  it('answers a missing or malformed field with 400 and the field named', async () => {
    const missing = await call(t, 'POST', '/auth/login', { body: { email: 'a@b.hk' }, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'FIELD_REQUIRED',
      field: 'password',
      message: 'This field is required',
    });
    const bad = await call(t, 'POST', '/auth/login', { body: { email: 'nope', password: 'x' }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'EMAIL_INVALID', field: 'email' });
  });
});

describe('GET /user', () => {
  it('returns id, role and isFirstLogin of the signed-in candidate', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const token = await signInCandidate(t, candidate.email);
    const res = await call(t, 'GET', '/user', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: await userIdOf(t, candidate.email), role: 0, isFirstLogin: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a token, with a garbage token and with a token signed by another secret', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const id = await userIdOf(t, candidate.email);
    const forged = await issueToken(
      'another-secret-that-is-at-least-32-characters',
      t.clock,
      { sub: id, role: 0, tv: 0 },
      false,
    );
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url'),
      Buffer.from(JSON.stringify({ sub: id, role: 0, tv: 0, exp: nowSeconds() + 3600 })).toString('base64url'),
      '',
    ].join('.');
    for (const token of [undefined, 'garbage', forged.token, unsigned]) {
      const res = await call(t, 'GET', '/user', { token, lang: 'en' });
      expect(res.status, String(token)).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
    }
  });

  it('answers 401, never 500, to a correctly signed token whose claims are odd', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const id = await userIdOf(t, candidate.email);
    // Signed with the app's own secret and issuer, valid for an hour: only the claims are wrong.
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT({ exp: nowSeconds() + 3600, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('fintech-internship-scheme')
        .setIssuedAt(nowSeconds())
        .sign(new TextEncoder().encode(t.app.config.tokenSecret));
    const odd: Record<string, Record<string, unknown>> = {
      'subject not a UUID': { sub: 'not-a-uuid', role: 0, tv: 0 },
      'subject a UUID with more after it': { sub: `${id}x`, role: 0, tv: 0 },
      'subject a number': { sub: 12345, role: 0, tv: 0 },
      'subject empty': { sub: '', role: 0, tv: 0 },
      'subject with a NUL': { sub: `${id}\u0000`, role: 0, tv: 0 },
      'token version missing': { sub: id, role: 0 },
      'token version a string': { sub: id, role: 0, tv: '0' },
      'token version a fraction': { sub: id, role: 0, tv: 0.5 },
      'token version negative': { sub: id, role: 0, tv: -1 },
      'token version beyond an integer column': { sub: id, role: 0, tv: 2 ** 53 },
      'role missing': { sub: id, tv: 0 },
      'role a string': { sub: id, role: 'admin', tv: 0 },
      'role unknown': { sub: id, role: 7, tv: 0 },
      'expiry a string': { sub: id, role: 0, tv: 0, exp: 'tomorrow' },
      'claims an array': { sub: [id], role: [0], tv: [0] },
    };
    for (const [label, claims] of Object.entries(odd)) {
      const token = await signed(claims);
      for (const path of ['/user', '/job', '/user/bookmark/favorite-jobs']) {
        const res = await call(t, 'GET', path, { token, lang: 'en' });
        expect(res.status, `${label} on ${path}`).toBe(401);
        expect(res.body, `${label} on ${path}`).toEqual({
          code: 'UNAUTHORIZED',
          message: 'Please sign in to continue',
        });
      }
    }
    // The same claims, well formed, are accepted: the refusals above are about the claims.
    expect((await call(t, 'GET', '/user', { token: await signed({ sub: id, role: 0, tv: 0 }) })).status).toBe(200);
  });

  it('answers 401 once a plain session is past 12 hours, while a remember-me one lives on', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const plain = await signInCandidate(t, candidate.email);
    const remembered = (await login(candidate.email, PASSWORD, true)).body.token;
    t.clock.advance(12 * HOUR_MS - 1000);
    expect((await call(t, 'GET', '/user', { token: plain })).status).toBe(200);
    t.clock.advance(2000);
    expect((await call(t, 'GET', '/user', { token: plain })).status).toBe(401);
    expect((await call(t, 'GET', '/user', { token: remembered })).status).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: the token then answers 401', async () => {
    const candidate = await registerVerifiedCandidate(t);
    const token = await signInCandidate(t, candidate.email);
    expect((await call(t, 'GET', '/user', { token })).status).toBe(200);
    expect((await call(t, 'POST', '/auth/logout', { token })).status).toBe(204);
    expect((await call(t, 'GET', '/user', { token })).status).toBe(401);
    expect((await call(t, 'POST', '/auth/logout', { token })).status).toBe(401);
    // Signing in again gives a working session.
    expect((await call(t, 'GET', '/user', { token: await signInCandidate(t, candidate.email) })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, 'POST', '/auth/logout')).status).toBe(401);
  });
});

describe('unverified candidates', () => {
  it('cannot sign in until the email is verified', async () => {
    const input = buildCandidate();
    await call(t, 'POST', '/auth/register', { body: input });
    const res = await login(input.email, PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please verify your email to activate account');
  });
});
