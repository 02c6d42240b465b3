// The web app's session in cookies (docs/decisions/043): the flags the cookies carry, the cookie
// signing requests in, changes from other origins refused, sign-out and a stale cookie clearing
// it, and the real-time socket taking it only from our own pages. Bearer tokens stay accepted
// everywhere: every other file of this suite signs in with them.
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@fis/shared/web-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerVerifiedCandidate } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { connectSocket } from './realtime-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

async function signIn(app: TestApp, rememberMe = false) {
  const { email } = await registerVerifiedCandidate(app);
  const res = await call(app, 'POST', '/auth/login', { body: { email, password: PASSWORD, rememberMe } });
  expect(res.status).toBe(200);
  const cookies = setCookies(res.headers);
  const token = res.body.token as string;
  return { email, token, cookies, cookie: `${SESSION_COOKIE}=${token}; ${SIGNED_IN_COOKIE}=1` };
}

describe('signing in', () => {
  it('sets the token in an HttpOnly, SameSite=Lax cookie for the whole site, and a readable marker beside it', async () => {
    const { token, cookies } = await signIn(t);
    const session = cookies[SESSION_COOKIE] ?? '';
    expect(session).toContain(`${SESSION_COOKIE}=${token};`);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    // Not remembered: gone when the browser closes.
    expect(session).not.toMatch(/Max-Age|Expires/);
    // http://app.test: a Secure cookie would never be sent back.
    expect(session).not.toMatch(/; Secure/);
    const marker = cookies[SIGNED_IN_COOKIE] ?? '';
    expect(marker).toContain(`${SIGNED_IN_COOKIE}=1;`);
    expect(marker).not.toMatch(/HttpOnly/);
  });

  it('keeps a remembered session for the 30 days of its token', async () => {
    const { cookies } = await signIn(t, true);
    expect(cookies[SESSION_COOKIE]).toMatch(/; Max-Age=2592000/);
    expect(cookies[SIGNED_IN_COOKIE]).toMatch(/; Max-Age=2592000/);
  });

  it('marks the cookies Secure when the platform is served over https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://fis.example' });
    try {
      const { cookies } = await signIn(secure);
      expect(cookies[SESSION_COOKIE]).toMatch(/; Secure/);
      expect(cookies[SIGNED_IN_COOKIE]).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe('the cookie as the session', () => {
  it('signs a request in without any Authorization header', async () => {
    const { email, cookie } = await signIn(t);
    const res = await call(t, 'GET', '/user', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
  });

  it("refuses a change sent with it from another site's page, and takes it from our own", async () => {
    const { cookie, token } = await signIn(t);
    const change = (headers: Record<string, string>) =>
      call(t, 'PUT', '/user/change/language?lang=en', { headers: { cookie, ...headers } });
    const foreign = await change({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('CROSS_SITE_REQUEST');
    // A form of another site's page, whose browser sent no Origin.
    expect((await change({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await change({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await change({ origin: 'null' })).status).toBe(403);
    expect((await change({ origin: 'http://app.test' })).status).toBe(200);
    expect((await change({ origin: new URL(t.url).origin })).status).toBe(200);
    expect((await change({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // An API client with its bearer token is not a browser page borrowing a session.
    const bearer = await call(t, 'PUT', '/user/change/language?lang=zh', {
      token,
      headers: { origin: 'https://evil.example' },
    });
    expect(bearer.status).toBe(200);
  });

  it('treats the GET that changes a setting (SPEC section 7) as a change', async () => {
    const { cookie } = await signIn(t);
    const navigated = await call(t, 'GET', '/user/change/email-notification?is_send=false', {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(navigated.status).toBe(403);
    const typed = await call(t, 'GET', '/user/change/email-notification?is_send=false', {
      headers: { cookie, 'sec-fetch-site': 'none' },
    });
    expect(typed.status).toBe(200);
  });

  it('ends at sign-out: both cookies are cleared and the token no longer works', async () => {
    const { cookie } = await signIn(t);
    const out = await call(t, 'POST', '/auth/logout', { headers: { cookie, origin: 'http://app.test' } });
    expect(out.status).toBe(204);
    const cleared = setCookies(out.headers);
    expect(cleared[SESSION_COOKIE]).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared[SIGNED_IN_COOKIE]).toMatch(/Expires=Thu, 01 Jan 1970/);
    // A browser that kept the cookie anyway is answered 401 and told again to forget it.
    const stale = await call(t, 'GET', '/user', { headers: { cookie } });
    expect(stale.status).toBe(401);
    expect(setCookies(stale.headers)[SESSION_COOKIE]).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('is renewed in the cookie when a password change ends the other sessions', async () => {
    const { cookie, token } = await signIn(t);
    const changed = await call(t, 'POST', '/user/change-password', {
      headers: { cookie, origin: 'http://app.test' },
      body: { oldPassword: PASSWORD, password: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
    });
    expect(changed.status).toBe(200);
    const renewed = setCookies(changed.headers)[SESSION_COOKIE] ?? '';
    expect(renewed).toContain(`${SESSION_COOKIE}=${changed.body.token};`);
    expect(changed.body.token).not.toBe(token);
    expect((await call(t, 'GET', '/user', { headers: { cookie } })).status).toBe(401);
  });
});

describe('the real-time socket', () => {
  it('takes the cookie from a page of our own origin only', async () => {
    const { cookie } = await signIn(t);
    const own = await connectSocket(t, { cookie, origin: new URL(t.url).origin });
    expect(own.socket.connected).toBe(true);
    own.socket.close();
    await expect(connectSocket(t, { cookie, origin: 'https://evil.example' })).rejects.toThrow('UNAUTHORIZED');
  });
});
