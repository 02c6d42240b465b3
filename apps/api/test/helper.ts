// Boots the real app on a real port against a real database: an in-memory PGlite by default,
// or a fresh PostgreSQL database per test file when TEST_DATABASE_URL is set (CI does both).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type AppConfig, buildConfig } from '../src/config/config.js';
import { parseEnv } from '../src/config/env.js';
import type { Database } from '../src/db/database.js';
import { schemeRounds } from '../src/db/schema.js';
import { ManualClock } from '../src/lib/clock.js';
import type { RenderPage } from '../src/plugins/web-app.js';
import { pgliteTemplate } from './pglite-template.js';

export interface TestApp {
  app: FastifyInstance;
  url: string;
  clock: ManualClock;
  close(): Promise<void>;
}

/** A fresh database: a PostgreSQL one under `base` (TEST_DATABASE_URL by default), else an in-memory PGlite. */
export async function freshDatabase(
  base = process.env.TEST_DATABASE_URL,
): Promise<{ location: string; drop: () => Promise<void> }> {
  if (!base) return { location: 'memory://', drop: async () => {} };
  const name = `fis_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    location: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fis-test-')),
    LOG_LEVEL: process.env.TEST_LOG === '1' ? 'error' : 'silent',
  });
  return {
    ...buildConfig(env),
    publicUrl: 'http://app.test',
    // Generous limits so that suites are not throttled; the rate-limit tests set their own.
    rateLimits: { perAddress: 10_000, perAccount: 10_000, windowMs: 15 * 60 * 1000 },
    uploadLimits: { perAccount: 10_000, windowMs: 15 * 60 * 1000 },
    messageLimits: { perAccount: 10_000, windowMs: 15 * 60 * 1000 },
    groupMessageLimits: { perAccount: 10_000, windowMs: 60 * 60 * 1000 },
    ...overrides,
  };
}

/** The round every test database starts with, open a year either side of the test clock (docs/decisions/039). */
export const TEST_ROUND_ID = '00000000-0000-4000-8000-00000000a001';
/** What the eligibility rules read of that round: its opening and the prior-employment window. */
export const TEST_ROUND_RULES = { applicationStart: '2025-03-02', priorEmploymentMonths: 3 };

/** The facts of a test round beside its period: the demo round's. */
const ROUND_FACTS = {
  internshipMonths: 2,
  maxInternshipMonths: 6,
  allowanceHongKong: 12_000,
  allowanceGba: 10_500,
  priorEmploymentMonths: TEST_ROUND_RULES.priorEmploymentMonths,
};

/**
 * Opens the test round: by default a year either side of the test clock; the browser tests, on
 * the real clock, give their own period.
 */
export async function insertTestRound(
  db: Database,
  period = { applicationStart: TEST_ROUND_RULES.applicationStart, applicationEnd: '2027-03-02' },
): Promise<void> {
  await db.insert(schemeRounds).values({
    id: TEST_ROUND_ID,
    nameEn: 'Test round',
    nameZh: '測試輪次',
    nameCn: '测试轮次',
    ...period,
    ...ROUND_FACTS,
  });
}

/** Another round, written straight into the database with the test round's facts; its id. */
export async function insertRound(
  db: Database,
  { nameEn, applicationStart, applicationEnd }: { nameEn: string; applicationStart: string; applicationEnd: string },
): Promise<string> {
  const [round] = await db
    .insert(schemeRounds)
    .values({ nameEn, nameZh: nameEn, nameCn: nameEn, applicationStart, applicationEnd, ...ROUND_FACTS })
    .returning({ id: schemeRounds.id });
  if (!round) throw new Error(`no round ${nameEn}`);
  return round.id;
}

/** `databaseLocation`: another instance's database (its owner drops it), as several API processes share one. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  { databaseLocation, renderPage }: { databaseLocation?: string; renderPage?: RenderPage } = {},
): Promise<TestApp> {
  const clock = new ManualClock(new Date('2026-03-02T02:00:00Z'));
  const database = databaseLocation ? { location: databaseLocation, drop: async () => {} } : await freshDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({
    config,
    clock,
    databaseLocation: database.location,
    pgliteFrom: database.location === 'memory://' ? await pgliteTemplate() : undefined,
    logger: process.env.TEST_LOG === '1' ? undefined : false,
    renderPage,
  });
  if (!databaseLocation) await insertTestRound(app.db);
  // 127.0.0.1 unless a test asks for another host (the default of a test configuration).
  const url = await app.listen({ host: config.host, port: 0 });
  return {
    app,
    url,
    clock,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call to /api/v1. `lang` sets Accept-Language. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely, one field at a time
export async function call<T = any>(
  t: TestApp,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; lang?: string; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.url}/api/v1${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
