// Requests go one after another: the limits count them in order.

import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { candidateRegisterSchema, companyRegisterSchema } from '@fis/shared/auth-schemas';
import { formatCompanyCode } from '@fis/shared/company-code';
import { Role } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createClient } from 'redis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../src/config/config.js';
import { parseEnv } from '../src/config/env.js';
import { makeContext } from '../src/context.js';
import { companies, users } from '../src/db/schema.js';
import { ManualClock, systemClock } from '../src/lib/clock.js';
import { memoryRateLimiter, redisRateLimiter } from '../src/lib/rate-limiter.js';
import { reviewCompany } from '../src/modules/admin/review-company.js';
import { registerCandidate } from '../src/modules/auth/register-candidate.js';
import { registerCompany } from '../src/modules/auth/register-company.js';
import { verifyEmail } from '../src/modules/auth/verify-email.js';
import {
  buildCandidate,
  buildCompany,
  codeIn,
  createAdmin,
  lastEmailTo,
  linkToken,
  PASSWORD,
  registerApprovedCompany,
  uniqueEmail,
} from './factories.js';
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

  it('limits wrong passwords at the code sign-in step, and then the right one too until the window ends', async () => {
    const company = await registerApprovedCompany(t);
    t.clock.advance(WINDOW_MS);
    const step = (password: string) =>
      call(t, 'POST', '/auth/company-login', { body: { identifier: company.email, password } });
    for (let i = 0; i < 4; i++) expect((await step(PASSWORD)).status, `right ${i}`).toBe(200);
    for (let i = 0; i < 3; i++) expect((await step('Wr0ng!Pass')).status, `wrong ${i}`).toBe(401);
    expectLimited(await step('Wr0ng!Pass'));
    expectLimited(await step(PASSWORD));
    t.clock.advance(WINDOW_MS);
    expect((await step(PASSWORD)).status).toBe(200);
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

// Successes never count, failures do: over real HTTP, one request after another, on the memory
// limiter and on Redis. Each test calls from its own address (the right-most X-Forwarded-For hop,
// TRUST_PROXY=1) and uses its own accounts, so that Redis counts of other tests and runs, which
// outlive a test by their window, never mix in. Accounts are made through the use cases, outside
// the limits.
describe.each(['memory', 'Redis'])('failures, not successes, on the %s limiter', (kind) => {
  let h: TestApp;
  beforeAll(async () => {
    h = await startTestApp({
      rateLimits: { perAddress: 5, perAccount: 3, windowMs: WINDOW_MS },
      trustProxy: 1,
      redisUrl: kind === 'Redis' ? REDIS_URL : undefined,
    });
  });
  afterAll(() => h.close());

  let address: string;
  beforeEach(() => {
    address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  });
  const post = (path: string, body: unknown, options: { from?: string; token?: string } = {}) =>
    call(h, 'POST', path, { body, token: options.token, headers: { 'x-forwarded-for': options.from ?? address } });

  async function verifiedCandidate() {
    const input = candidateRegisterSchema.parse(buildCandidate());
    await registerCandidate(makeContext(h.app.services, { user: null, lang: 'en' }), input);
    const mail = await lastEmailTo(h, input.email);
    await verifyEmail(makeContext(h.app.services, { user: null }), { token: linkToken(mail?.textBody ?? '') });
    return input;
  }

  async function approvedCompany() {
    const input = companyRegisterSchema.parse(buildCompany());
    await registerCompany(makeContext(h.app.services, { user: null, lang: 'en' }), input);
    const [row] = await h.app.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, input.email));
    const admin = { id: (await createAdmin(h)).id, role: Role.ADMIN };
    await reviewCompany(makeContext(h.app.services, { user: admin }), {
      companyId: row?.id ?? '',
      decision: 'approve',
    });
    return input;
  }

  it('never limits successful sign-ins, however many, from one address to one account or many', async () => {
    const [a, b] = [await verifiedCandidate(), await verifiedCandidate()];
    for (let i = 0; i < 6; i++) {
      for (const who of [a, b]) {
        const res = await post('/auth/login', { email: who.email, password: PASSWORD });
        expect(res.status, `${who.email} ${i}`).toBe(200);
      }
    }
  });

  it('never limits successful code sign-ins: the password step and the code', async () => {
    const company = await approvedCompany();
    for (let i = 0; i < 6; i++) {
      const started = await post('/auth/company-login', { identifier: company.email, password: PASSWORD });
      expect(started.status, `password ${i}`).toBe(200);
      const mail = await lastEmailTo(h, company.email);
      const verified = await post('/auth/verify-login', {
        attemptId: started.body.attemptId,
        code: codeIn(mail?.textBody ?? ''),
      });
      expect(verified.status, `code ${i}`).toBe(200);
    }
  });

  it('still limits failures per account, from any address, and then the right password too', async () => {
    const candidate = await verifiedCandidate();
    const wrong = { email: candidate.email, password: 'Wr0ng!Pass' };
    expect((await post('/auth/login', wrong)).status).toBe(401);
    expect((await post('/auth/login', wrong)).status).toBe(401);
    // A success in between takes nothing back: the failures before it still count.
    expect((await post('/auth/login', { email: candidate.email, password: PASSWORD })).status).toBe(200);
    expect((await post('/auth/login', wrong, { from: '10.200.0.1' })).status).toBe(401);
    expectLimited(await post('/auth/login', wrong, { from: '10.200.0.2' }));
    expectLimited(await post('/auth/login', { email: candidate.email, password: PASSWORD }));
  });

  it('still limits failures per address, whatever the accounts, and then successes from it too', async () => {
    const candidate = await verifiedCandidate();
    for (let i = 0; i < 5; i++) {
      expect((await post('/auth/login', { email: uniqueEmail('spray'), password: 'Wr0ng!Pass' })).status).toBe(401);
    }
    expectLimited(await post('/auth/login', { email: uniqueEmail('spray'), password: 'Wr0ng!Pass' }));
    expectLimited(await post('/auth/login', { email: candidate.email, password: PASSWORD }));
    // Another address, behind the same proxy, is not held back.
    expect(
      (await post('/auth/login', { email: candidate.email, password: PASSWORD }, { from: '10.201.0.1' })).status,
    ).toBe(200);
  });

  it('counts a wrong current password when changing it, not a right one', async () => {
    const candidate = await verifiedCandidate();
    let token = (await post('/auth/login', { email: candidate.email, password: PASSWORD })).body.token as string;
    const change = (oldPassword: string, password: string) =>
      post('/user/change-password', { oldPassword, password, confirmPassword: password }, { token });
    let current = PASSWORD;
    for (let i = 0; i < 4; i++) {
      const next = `N3w!Password${i}`;
      const res = await change(current, next);
      expect(res.status, `change ${i}`).toBe(200);
      token = res.body.token;
      current = next;
    }
    for (let i = 0; i < 3; i++) expect((await change('Wr0ng!Pass', 'N3w!Password9')).status).toBe(400);
    expectLimited(await change(current, 'N3w!Password9'));
  });

  it('counts invalid email links, not the links people follow', async () => {
    for (let i = 0; i < 6; i++) {
      const input = candidateRegisterSchema.parse(buildCandidate());
      await registerCandidate(makeContext(h.app.services, { user: null, lang: 'en' }), input);
      const mail = await lastEmailTo(h, input.email);
      expect((await post('/auth/verify-email', { token: linkToken(mail?.textBody ?? '') })).status, `link ${i}`).toBe(
        200,
      );
    }
    for (let i = 0; i < 5; i++) expect((await post('/auth/verify-email', { token: `made-up-${i}` })).status).toBe(400);
    expectLimited(await post('/auth/verify-email', { token: 'made-up-again' }));
  });
});

describe('redisRateLimiter', () => {
  const redisLimiter = () => redisRateLimiter(REDIS_URL, systemClock, pino({ level: 'silent' }));
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
    const [a, b] = await Promise.all([redisLimiter(), redisLimiter()]);
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

  it('reads a window without counting a hit (the registration limit, decision 018)', async () => {
    const limiter = await redisLimiter();
    try {
      const key = `${prefix}:peek`;
      expect(await limiter.peek(key)).toEqual({ count: 0, resetIn: 0 });
      await limiter.hit(key, 3, WINDOW_MS);
      await limiter.hit(key, 3, WINDOW_MS);
      const seen = await limiter.peek(key);
      expect(seen.count).toBe(2);
      expect(seen.resetIn).toBeGreaterThan(0);
      expect(seen.resetIn).toBeLessThanOrEqual(WINDOW_MS / 1000);
      expect((await limiter.peek(key)).count).toBe(2);
    } finally {
      await limiter.close();
    }
  });

  it('takes back a hit within its window, never below zero, and leaves an ended window gone', async () => {
    const limiter = await redisLimiter();
    try {
      const key = `${prefix}:release`;
      expect(await limiter.hit(key, 1, WINDOW_MS)).toBe(0);
      await limiter.release(key);
      expect(await limiter.hit(key, 1, WINDOW_MS)).toBe(0);
      expect(await limiter.hit(key, 1, WINDOW_MS)).toBeGreaterThan(0);
      await limiter.release(key);
      await limiter.release(key);
      await limiter.release(key);
      expect(await redis.get(`rl:${key}`)).toBe('0');
      expect(await redis.pTTL(`rl:${key}`)).toBeGreaterThan(0);
      // A window that ended is not brought back (a key without expiry would never clear).
      await limiter.release(`${prefix}:never-hit`);
      expect(await redis.exists(`rl:${prefix}:never-hit`)).toBe(0);
    } finally {
      await limiter.close();
    }
  });

  it('gives each window an expiry, set by the first hit only', async () => {
    const limiter = await redisLimiter();
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

describe('the configured limits', () => {
  it('are 600 counted tries per address and 10 per account in 15 minutes (README, decision 010)', () => {
    const config = buildConfig(parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'fis-limits-')) }));
    expect(config.rateLimits).toEqual({ perAddress: 600, perAccount: 10, windowMs: 15 * 60 * 1000 });
  });
});

describe('memoryRateLimiter', () => {
  it('takes back a hit within its window, never below zero, and not in a later window', async () => {
    const clock = new ManualClock(new Date('2026-03-02T02:00:00Z'));
    const limiter = memoryRateLimiter(clock);
    expect(await limiter.hit('k', 1, WINDOW_MS)).toBe(0);
    await limiter.release('k');
    expect(await limiter.hit('k', 1, WINDOW_MS)).toBe(0);
    expect(await limiter.hit('k', 1, WINDOW_MS)).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await limiter.release('k');
    expect(await limiter.hit('k', 1, WINDOW_MS)).toBe(0);
    expect(await limiter.hit('k', 1, WINDOW_MS)).toBeGreaterThan(0);
    clock.advance(WINDOW_MS);
    await limiter.release('k');
    expect(await limiter.hit('k', 1, WINDOW_MS)).toBe(0);
    expect(await limiter.hit('k', 1, WINDOW_MS)).toBeGreaterThan(0);
  });
});
