// Redis goes away and comes back (docs/decisions/031), played by a TCP proxy between the app and
// Redis that the test controls: closed (a restart) or silent (a network that drops packets). Sign-in
// must answer quickly all the while, its limits counted in the instance's memory, live updates
// still reach this instance's sockets, nothing ends the process, and the counts go back to Redis
// once it is back. CI runs Redis for every run, so this always runs there.
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerVerifiedCandidate } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { connectSocket } from './realtime-client.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
let proxy: TcpProxy;
let redis: ReturnType<typeof createClient>;
let email: string;

beforeAll(async () => {
  const target = new URL(REDIS_URL);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
  redis = createClient({ url: REDIS_URL });
  await redis.connect();
  // Limits low enough to see them counted, per account 3 failures.
  t = await startTestApp({
    redisUrl: proxy.url(REDIS_URL),
    rateLimits: { perAddress: 10_000, perAccount: 3, windowMs: 15 * 60 * 1000 },
  });
  email = (await registerVerifiedCandidate(t, { email: `redis.${randomUUID()}@example.edu.hk` })).email;
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  if (redis) {
    const keys = await redis.keys(`rl:*${email}*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
  }
});

/** A sign-in, given 5 s: the wait without end it replaces would otherwise hang the test. */
async function signIn(password: string) {
  const started = Date.now();
  const res = await fetch(`${t.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(5000),
  });
  return { status: res.status, ms: Date.now() - started, body: await res.json() };
}

const accountKey = () => `rl:sign-in:acct:${email.toLowerCase()}`;

describe('Redis cut and restored', () => {
  for (const outage of ['closed', 'silent'] as const) {
    it(`${outage}: sign-in answers quickly and is still limited, live updates reach this instance, and Redis counts again once back`, async () => {
      // The in-memory window of an earlier outage has ended.
      t.clock.advance(16 * 60 * 1000);
      const ok = await signIn(PASSWORD);
      expect(ok.status).toBe(200);
      const socket = await connectSocket(t, { token: ok.body.token });
      try {
        if (outage === 'closed') await proxy.cut();
        else proxy.freeze();

        const during = await signIn(PASSWORD);
        expect(during.status).toBe(200);
        expect(during.ms).toBeLessThan(3000);
        // The limit still holds, counted in memory: the 4th failure in a row is refused.
        for (let i = 0; i < 3; i += 1) expect((await signIn('Wrong!Pass1')).status).toBe(401);
        const refused = await signIn('Wrong!Pass1');
        expect(refused.status).toBe(429);
        expect(refused.ms).toBeLessThan(3000);
        // Signing out ends the socket on this instance, through the adapter, with Redis away.
        const gone = socket.disconnected();
        expect((await call(t, 'POST', '/auth/logout', { token: during.body.token })).status).toBe(204);
        expect(await gone).toBe('io server disconnect');
      } finally {
        socket.socket.close();
        await proxy.restore();
      }

      // Back: a failure is counted in Redis again (the in-memory window was this outage's only).
      await redis.del(accountKey());
      await expect
        .poll(async () => {
          await signIn('Wrong!Pass1');
          return Number(await redis.get(accountKey()));
        })
        .toBeGreaterThan(0);
      await redis.del(accountKey());
    });
  }
});
