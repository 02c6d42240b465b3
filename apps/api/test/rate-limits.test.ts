// Requests go one after another: the limits count them in order.
import { randomUUID } from 'node:crypto';
import { formatCompanyCode } from '@fis/shared/company-code';
import { createClient } from 'redis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redisRateLimiter } from '../src/lib/rate-limiter.js';
import { buildCandidate, buildCompany, PASSWORD, registerApprovedCompany, uniqueEmail } from './factories.js';
import { type Answer, call, startTestApp, type TestApp } from './helper.js';

const WINDOW_MS = 60_000;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimits: { perAddress: 5, perAccount: 3, windowMs: WINDOW_MS } });
});
afterAll(() => t.close());
// Each test starts with fresh windows: the memory limiter reads the test clock.
beforeEach(() => t.clock.advance(WINDOW_MS));

function login(email: string, lang = 'en') {
  return call(t, 'POST', '/auth/login', { body: { email, password: 'Wr0ng!Pass' }, lang });
}

function expectLimited(res: Answer) {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('RATE_LIMITED');
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(res.body.retryAfter).toBe(seconds);
  expect(res.body.message).toContain(String(seconds));
}

describe('sign-in limits', () => {
  it('limits one account to 3 tries, while other accounts from the same address go on until 5', async () => {
    const target = uniqueEmail('target');
    for (let i = 1; i <= 3; i++) expect((await login(target)).status, `try ${i}`).toBe(401);
    const limited = await login(target);
    expectLimited(limited);
    expect(limited.body.message).toBe(`Too many attempts. Please try again in ${limited.body.retryAfter} seconds.`);

    expect((await login(uniqueEmail('other'))).status).toBe(401);
    expectLimited(await login(uniqueEmail('third')));
  });

  it('limits one address to 5 tries, whatever the email', async () => {
    for (let i = 1; i <= 5; i++) expect((await login(uniqueEmail('spray'))).status, `try ${i}`).toBe(401);
    const limited = await login(uniqueEmail('spray'), 'zh-HK');
    expectLimited(limited);
    expect(limited.body.message).toBe(`嘗試次數過多，請於 ${limited.body.retryAfter} 秒後再試。`);
  });

  it('clears once the window has passed', async () => {
    const email = uniqueEmail('patient');
    for (let i = 0; i < 3; i++) await login(email);
    expectLimited(await login(email));
    t.clock.advance(WINDOW_MS / 2);
    expectLimited(await login(email));
    t.clock.advance(WINDOW_MS / 2);
    expect((await login(email)).status).toBe(401);
  });

  it('counts every spelling of a company ID, and its email, against one account', async () => {
    const company = await registerApprovedCompany(t);
    const code = formatCompanyCode(company.companyNumber);
    t.clock.advance(WINDOW_MS);
    const spellings = [code, code.toLowerCase(), `FIS-${company.companyNumber}`, company.email.toUpperCase()];
    const answers: number[] = [];
    for (const identifier of spellings) {
      const res = await call(t, 'POST', '/auth/company-login', { body: { identifier, password: 'Wr0ng!Pass' } });
      answers.push(res.status);
    }
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it('limits the code sign-in step too', async () => {
    const company = await registerApprovedCompany(t);
    t.clock.advance(WINDOW_MS);
    for (let i = 0; i < 3; i++) {
      await call(t, 'POST', '/auth/company-login', { body: { identifier: company.email, password: PASSWORD } });
    }
    const limited = await call(t, 'POST', '/auth/company-login', {
      body: { identifier: company.email, password: PASSWORD },
    });
    expectLimited(limited);
  });
});

describe('other limited actions', () => {
  it('limits registration per account and per address', async () => {
    const input = buildCandidate();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t, 'POST', '/auth/register', { body: input })).status);
    expect(statuses).toEqual([201, 409, 409, 429]);
    expect((await call(t, 'POST', '/auth/company-register', { body: buildCompany() })).status).toBe(201);
    expectLimited(await call(t, 'POST', '/auth/register', { body: buildCandidate() }));
  });

  it('limits forgot-password per account', async () => {
    const email = uniqueEmail('forgot');
    for (let i = 0; i < 3; i++)
      expect((await call(t, 'POST', '/user/reset-password', { body: { email } })).status).toBe(404);
    expectLimited(await call(t, 'POST', '/user/reset-password', { body: { email } }));
  });

  it('limits the reset link per address', async () => {
    const body = { token: 'made-up-token', password: 'N3w!Password', confirmPassword: 'N3w!Password' };
    for (let i = 0; i < 5; i++) expect((await call(t, 'PUT', '/user/reset-password', { body })).status).toBe(400);
    expectLimited(await call(t, 'PUT', '/user/reset-password', { body }));
  });

  it('limits verify-login per attempt and per address', async () => {
    const attemptId = randomUUID();
    for (let i = 0; i < 3; i++) {
      expect((await call(t, 'POST', '/auth/verify-login', { body: { attemptId, code: '123456' } })).status).toBe(400);
    }
    expectLimited(await call(t, 'POST', '/auth/verify-login', { body: { attemptId, code: '123456' } }));
    expect(
      (await call(t, 'POST', '/auth/verify-login', { body: { attemptId: randomUUID(), code: '123456' } })).status,
    ).toBe(400);
    expectLimited(await call(t, 'POST', '/auth/verify-login', { body: { attemptId: randomUUID(), code: '123456' } }));
    expectLimited(await call(t, 'POST', '/auth/resend-code-login', { body: { attemptId: randomUUID() } }));
  });
});

describe('redisRateLimiter', () => {
  const prefix = `test-${process.pid}-${randomUUID()}`;
  let redis: ReturnType<typeof createClient>;
  beforeAll(async () => {
    redis = createClient({ url: REDIS_URL });
    await redis.connect();
  });
  afterAll(async () => {
    const keys = await redis.keys(`rl:${prefix}:*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
  });

  it('counts the hits of two instances together', async () => {
    const [a, b] = await Promise.all([redisRateLimiter(REDIS_URL), redisRateLimiter(REDIS_URL)]);
    try {
      const key = `${prefix}:shared`;
      expect(await a.hit(key, 3, WINDOW_MS)).toBe(0);
      expect(await b.hit(key, 3, WINDOW_MS)).toBe(0);
      expect(await a.hit(key, 3, WINDOW_MS)).toBe(0);
      const wait = await b.hit(key, 3, WINDOW_MS);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(WINDOW_MS / 1000);
      expect(await a.hit(`${prefix}:another`, 3, WINDOW_MS)).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('gives each window an expiry, set by the first hit only', async () => {
    const limiter = await redisRateLimiter(REDIS_URL);
    try {
      const key = `${prefix}:ttl`;
      await limiter.hit(key, 3, WINDOW_MS);
      const first = await redis.pTTL(`rl:${key}`);
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThanOrEqual(WINDOW_MS);
      await redis.pExpire(`rl:${key}`, 5_000);
      await limiter.hit(key, 3, WINDOW_MS);
      // A later hit does not stretch the window: the count resets on time.
      expect(await redis.pTTL(`rl:${key}`)).toBeLessThanOrEqual(5_000);
    } finally {
      await limiter.close();
    }
  });
});
