// Who the caller is, for rate limits and the audit log: the connecting address, unless TRUST_PROXY
// names the proxies in front of us. A forged X-Forwarded-For must neither escape a per-address
// limit, nor spend another address's budget, nor write a false address into the audit log.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../src/config/env.js';
import { auditLog } from '../src/db/schema.js';
import { buildCandidate, uniqueEmail, userIdOf } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

const WINDOW_MS = 60_000;
const limits = { perAddress: 3, perAccount: 100, windowMs: WINDOW_MS };

function failedSignIn(t: TestApp, forwardedFor?: string) {
  return call(t, 'POST', '/auth/login', {
    body: { email: uniqueEmail('who'), password: 'Wr0ng!Pass' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

async function registeredFrom(t: TestApp, forwardedFor: string): Promise<string | null | undefined> {
  const input = buildCandidate();
  const res = await call(t, 'POST', '/auth/register', { body: input, headers: { 'x-forwarded-for': forwardedFor } });
  expect(res.status).toBe(201);
  const id = await userIdOf(t, input.email);
  const [row] = await t.app.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'user.registered')));
  return row?.ip;
}

describe('by default (no trusted proxy), in production too', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: 'production', rateLimits: limits });
  });
  afterAll(() => t.close());

  it('counts every request against the connecting address, whatever X-Forwarded-For says', async () => {
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await failedSignIn(t, forged)).status, forged).toBe(401);
    }
    const limited = await failedSignIn(t, '198.51.100.4');
    expect(limited.status).toBe(429);
    expect((await failedSignIn(t)).status).toBe(429);
  });

  it('writes the connecting address into the audit log, not a forged one', async () => {
    t.clock.advance(WINDOW_MS);
    expect(await registeredFrom(t, '203.0.113.9')).toBe('127.0.0.1');
  });
});

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: limits, trustProxy: parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY });
  });
  afterAll(() => t.close());

  it('takes the right-most X-Forwarded-For hop as the caller: what a client writes before it is ignored', async () => {
    for (const forged of ['198.51.100.1', '198.51.100.2', '10.0.0.1, 198.51.100.3']) {
      expect((await failedSignIn(t, `${forged}, 203.0.113.7`)).status, forged).toBe(401);
    }
    expect((await failedSignIn(t, '198.51.100.4, 203.0.113.7')).status).toBe(429);
    // Another caller behind the same proxy has its own budget, and so has the proxy itself.
    expect((await failedSignIn(t, '203.0.113.7, 203.0.113.8')).status).toBe(401);
    expect((await failedSignIn(t)).status).toBe(401);
  });

  it('writes the right-most hop into the audit log', async () => {
    t.clock.advance(WINDOW_MS);
    expect(await registeredFrom(t, '198.51.100.66, 203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('with TRUST_PROXY naming the proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimits: limits,
      trustProxy: parseEnv({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY,
    });
  });
  afterAll(() => t.close());

  it('skips every named proxy from the right and takes the first address that is not one', async () => {
    expect(await registeredFrom(t, '198.51.100.66, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7');
    for (let i = 0; i < 3; i++) expect((await failedSignIn(t, `198.51.100.${i}, 203.0.113.5`)).status).toBe(401);
    expect((await failedSignIn(t, '203.0.113.5, 10.9.9.9')).status).toBe(429);
  });
});

describe('the TRUST_PROXY setting', () => {
  it('defaults to trusting no proxy, in production too', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    const production = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://a.hk' };
    expect(parseEnv({ ...production, SMTP_URL: 'smtp://mail.hk' }).TRUST_PROXY).toBe(false);
  });

  it('reads a hop count, or addresses, CIDR ranges and range names', () => {
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16,fd00::/8 , ::1,uniquelocal ' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
      '::1',
      'uniquelocal',
    ]);
  });

  it('stops the start with a message naming the setting and the bad part', () => {
    for (const [value, part] of [
      ['true', 'trusting every caller'],
      ['*', 'trusting every caller'],
      ['10.0.0.0/33', '"10.0.0.0/33"'],
      ['10.0.0.1, proxy.internal', '"proxy.internal"'],
      ['-1', '"-1"'],
      ['1.5', '"1.5"'],
      ['10.0.0.1,', '""'],
    ] as const) {
      const error = (() => {
        try {
          parseEnv({ TRUST_PROXY: value });
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error, value).toBeInstanceOf(ConfigError);
      const line = (error as ConfigError).message.split('\n').find((l) => l.includes('TRUST_PROXY: '));
      expect(line, value).toContain(part);
    }
  });
});
