// The database goes away under traffic and comes back (docs/decisions/031): a restart, a
// failover or a network blip, played by a TCP proxy between the app and PostgreSQL that the test
// cuts for a while. The process must stay up, answer a quick translated 503 while the database is
// away, serve again by itself once it is back, and keep every write it acknowledged.

import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { ManualClock } from '../src/lib/clock.js';
import { QUEUE_SCHEMA, QueueActivity } from '../src/lib/queue-activity.js';
import { buildCandidate } from './factories.js';
import { call, freshDatabase, type TestApp, testConfig } from './helper.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as { completeJobs(schema: string): string };

let t: TestApp;
let proxy: TcpProxy;
let location: string;
let drop: () => Promise<void>;
const logLines: Array<{ level: number; msg: string }> = [];

beforeAll(async () => {
  if (!POSTGRES_URL) return;
  const database = await freshDatabase(POSTGRES_URL);
  location = database.location;
  drop = database.drop;
  const target = new URL(location);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  // The app's log, read by the test: what an operator would see during the outage.
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const config = testConfig({ logLevel: 'warn' });
  const app = await buildApp({
    config,
    clock: new ManualClock(new Date('2026-03-02T02:00:00Z')),
    databaseLocation: proxy.url(location),
    logStream,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t = { app, url, clock: new ManualClock(new Date()), close: () => app.close() };
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await drop?.();
});

const register = (lang?: string) => {
  const input = buildCandidate();
  const started = Date.now();
  return call(t, 'POST', '/auth/register', { body: input, lang }).then((res) => ({
    ...res,
    email: input.email,
    ms: Date.now() - started,
  }));
};

describe.skipIf(!POSTGRES_URL)(
  'the database cut and restored mid-traffic (PostgreSQL: needs TEST_DATABASE_URL)',
  () => {
    it('answers a quick translated 503 while it is away, serves again when it is back, and loses no acknowledged write', async () => {
      const acknowledged: string[] = [];
      const answers: Array<{ status: number; ms: number; code?: string }> = [];
      let stop = false;
      // Three callers writing one after another each, for the whole test: light traffic.
      const traffic = Array.from({ length: 3 }, async () => {
        while (!stop) {
          // A connection the server dropped without answering counts as status 0.
          const res = await register().catch(() => ({ status: 0, ms: 0, body: null, email: '' }));
          answers.push({ status: res.status, ms: res.ms, code: res.body?.code });
          if (res.status === 201) acknowledged.push(res.email);
        }
      });
      const acksSoFar = () => acknowledged.length;

      await expect.poll(acksSoFar).toBeGreaterThanOrEqual(5);
      await proxy.cut();
      const cutAt = answers.length;
      // The traffic meets the outage: refusals, not a crash and not a wait.
      await expect.poll(() => answers.slice(cutAt).filter((a) => a.status === 503).length).toBeGreaterThanOrEqual(6);

      const away = await register('zh-HK');
      expect(away.status).toBe(503);
      expect(away.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: '服務暫時無法使用，請稍後再試。' });
      expect(Number(away.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(t, 'GET', '/job')).status).toBe(503);

      await proxy.restore();
      const restoredAt = acknowledged.length;
      // Service resumes by itself: the callers' writes are acknowledged again.
      await expect.poll(() => acknowledged.length - restoredAt).toBeGreaterThanOrEqual(5);
      stop = true;
      await Promise.all(traffic);

      // Every answer was a success or the quick 503, never a 500 and never a long wait.
      expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
      expect(answers.filter((a) => a.status === 503).every((a) => a.code === 'SERVICE_UNAVAILABLE')).toBe(true);
      expect(Math.max(...answers.filter((a) => a.status === 503).map((a) => a.ms))).toBeLessThan(5000);

      // Read straight from PostgreSQL, not through the app or the proxy.
      const client = new pg.Client({ connectionString: location });
      await client.connect();
      try {
        const { rows } = await client.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
          acknowledged,
        ]);
        expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
      } finally {
        await client.end();
      }

      const messages = logLines.map((line) => line.msg);
      expect(messages).toContain('database connection lost');
      expect(messages).toContain('database back');
    });

    it('hands back to the pool a connection that dropped while idle in it, so the pool never runs dry', async () => {
      // Twelve times, more than the pool's ten connections: a request leaves connections idle in
      // the pool, they drop, and a write's transaction meets one of them at its BEGIN.
      for (let i = 0; i < 12; i += 1) {
        // A connection armed in an earlier round may fail this read first: read until one works.
        await expect.poll(async () => (await call(t, 'GET', '/job')).status).toBe(200);
        proxy.dropOnNextWrite();
        expect([201, 503]).toContain((await register()).status);
      }
      // Ten writes at once take every connection of the pool, the ones the last round left armed
      // deep in its idle stack too (it hands out the newest idle first): a write meeting one of
      // those gets 503, as any write meeting a dropped connection. Then ten more: the pool still
      // has all ten, each working.
      const first = await Promise.all(Array.from({ length: 10 }, () => register()));
      for (const answer of first) expect([201, 503]).toContain(answer.status);
      const answers = await Promise.all(Array.from({ length: 10 }, () => register()));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    });

    it("logs a queue job's ending sent while the database is away, where pg-boss would leave its failure unhandled", async () => {
      // pg-boss's worker fires complete() and fail() without awaiting them: the queue's database
      // must answer such an ending during an outage, or the rejection ends the process.
      const warnings: unknown[] = [];
      const quiet = { warn: (entry: unknown) => warnings.push(entry), error: () => {} };
      const queueDb = await openDatabase(proxy.url(location), undefined, quiet);
      const executor = new QueueActivity().trackQueries(queueDb.raw, quiet);
      const ending = plans.completeJobs(QUEUE_SCHEMA);
      try {
        await proxy.cut();
        const ended = await executor.executeSql(ending, ['mail', ['00000000-0000-0000-0000-000000000000'], null]);
        expect(ended).toEqual({ rows: [{ count: '0' }] });
        expect(warnings).toHaveLength(1);
        // Any other query still fails, to a caller who awaits it.
        await expect(executor.executeSql('SELECT 1')).rejects.toThrow();
      } finally {
        await proxy.restore();
        await queueDb.close();
      }
    });
  },
);
