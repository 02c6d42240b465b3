// `npm run bench`: the job search endpoint (GET /api/v1/job) on PostgreSQL at 100,000 jobs, beside
// a bare Fastify route that runs the very same SQL, each driven by autocannon at 32 connections.
//
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/fis_bench; created, and filled
//                       with seed:scale (100,000 jobs, 2,000 companies, 50,000 candidates) if empty
//   BENCH_DURATION      seconds per route and search (default 10, in two halves), after a 2-second warm-up
//   BENCH_CONNECTIONS   default 32
//   BENCH_EXPLAIN=1     first print which scans PostgreSQL picks (EXPLAIN ANALYZE) for these and
//                       more searches (rare words, 1-2 character keywords); =full for whole plans
//
// The servers run in a child process (the real app, as `npm start` builds it in production mode
// with request logging, and the bare route on its own port), so the load generator does not share
// their event loop. Plain JavaScript over the built dist/, so it runs with node after the build.
//
// Each search runs twice: as deployed (the total is kept a few seconds, see count-cache.ts, so a
// repeated search runs the page statement only), and with the count run on every request. The
// bare route does exactly what the app does at the database in each mode: the same statements,
// the same count cache; so ours/bare is the cost of everything around the SQL. Each row also
// gives the server process's CPU time per request: where the load generator, PostgreSQL and the
// server share a few cores, it shows what each route costs more steadily than throughput does.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobSearchQuerySchema } from '@fis/shared/job-search-schemas';
import { JOB_SEARCH_COUNT_CAP } from '@fis/shared/limits';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ensureMigratedDatabase } from './bench-database.js';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fis_bench';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SELF = fileURLToPath(import.meta.url);
const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;
const { COUNT_CACHE_TTL_MS } = await import(dist('modules/job-search/count-cache.js'));

/** The three searches measured: what a candidate types, and what the job list's filters send. */
const QUERIES = [
  { name: 'Chinese keyword', query: { keyword: '金融科技' } },
  { name: 'English keyword', query: { keyword: 'blockchain' } },
  { name: 'Filters only', query: { location: '1', jobType: 'PART_TIME', jobMode: 'HYBRID' } },
];

/** More searches whose plans are worth seeing: rare words, no match, keywords too short for trigrams. */
const EXPLAIN_MORE = [
  { name: 'rare English keyword', query: { keyword: 'amber falcon' } },
  { name: 'rare Chinese keyword', query: { keyword: '琥珀獵鷹' } },
  { name: 'rare Chinese keyword, 3 characters', query: { keyword: '獨角獸' } },
  { name: 'common Chinese keyword, 3 characters', query: { keyword: '區塊鏈' } },
  { name: 'no match', query: { keyword: 'zeppelin' } },
  { name: '2-character Chinese keyword', query: { keyword: '金融' } },
  { name: '2-character keyword, rare', query: { keyword: '欺詐', location: '7' } },
  { name: 'no filter at all', query: {} },
  { name: 'most viewed, with filters', query: { jobFunction: 'FINANCE', sort: 'most_viewed' } },
];

/** The page and count statements the app runs for a query, as SQL text and parameters. */
async function statementsOf(query, now) {
  const { jobSearchStatements } = await import(dist('modules/job-search/search-jobs.js'));
  const parsed = jobSearchQuerySchema.parse(query);
  const { page, count } = jobSearchStatements(parsed, null, now);
  const dialect = new PgDialect();
  return { page: dialect.sqlToQuery(page), count: dialect.sqlToQuery(count) };
}

// ---- The child: the real app and the bare route ----

async function serve() {
  const { buildApp } = await import(dist('app.js'));
  const { buildConfig } = await import(dist('config/config.js'));
  const { parseEnv } = await import(dist('config/env.js'));
  const Fastify = (await import('fastify')).default;

  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fis-bench-')),
    DATABASE_URL,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  const app = await buildApp({ config: buildConfig(env) });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  // The bare route: no validation, hooks, auth or serializer; the same pool size as the app's.
  const { countCache, jobCountCache } = await import(dist('modules/job-search/count-cache.js'));
  const { countKey } = await import(dist('modules/job-search/search-jobs.js'));
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
  const bareCache = countCache();
  const prepared = new Map();
  for (const [i, q] of QUERIES.entries()) {
    prepared.set(String(i), {
      ...(await statementsOf(q.query, new Date())),
      query: jobSearchQuerySchema.parse(q.query),
    });
  }
  const bare = Fastify({ logger: false });
  bare.get('/bare/:i', async (request) => {
    const statements = prepared.get(request.params.i);
    const [page, total] = await Promise.all([
      pool.query(statements.page.sql, statements.page.params),
      bareCache.get(countKey(statements.query, new Date(), null), async () => {
        const count = await pool.query(statements.count.sql, statements.count.params);
        return count.rows[0].total;
      }),
    ]);
    return { items: page.rows, total };
  });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  process.send({ appUrl, bareUrl });
  process.on('message', async (message) => {
    if (message.ttlMs !== undefined) {
      for (const cache of [jobCountCache(app.db), bareCache]) cache.configure({ ttlMs: message.ttlMs });
      process.send({ configured: true });
    }
    if (message.cpu) process.send({ cpuMicros: process.cpuUsage() });
    if (message.stop) {
      await Promise.all([app.close(), bare.close(), pool.end()]);
      process.exit(0);
    }
  });
}

// ---- The parent: data, load and the table ----

async function ensureDatabase() {
  await ensureMigratedDatabase(DATABASE_URL);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows: counts } = await client.query('SELECT count(*)::int AS jobs FROM jobs');
  await client.end();
  if (counts[0].jobs === 0) {
    console.log('The database is empty: filling it with seed:scale (100,000 jobs)…');
    const { runSeedScale } = await import(dist('cli/seed-scale.js'));
    await runSeedScale(DATABASE_URL, { jobs: 100_000, companies: 2_000, candidates: 50_000, reset: false });
  }
  const check = new pg.Client({ connectionString: DATABASE_URL });
  await check.connect();
  const { rows: size } = await check.query(
    `SELECT count(*)::int AS jobs, count(*) FILTER (WHERE approval_status = 1 AND status = 1 AND deleted_at IS NULL
       AND expires_on >= (now() AT TIME ZONE 'Asia/Hong_Kong')::date)::int AS visible FROM jobs`,
  );
  await check.end();
  return size[0];
}

async function explain(client, label, statement) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
  const lines = rows.map((r) => r['QUERY PLAN']);
  const shown =
    process.env.BENCH_EXPLAIN === 'full'
      ? lines
      : lines.filter((l) => /Scan|Index Cond|Recheck Cond|Rows Removed|Planning Time|Execution Time/.test(l));
  console.log(`\n  ${label}\n${shown.map((l) => `    ${l.trim()}`).join('\n')}`);
}

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** The servers' process: asks it for its CPU time so far (user + system, in microseconds). */
let serverCpu;

/** One measurement of `duration` seconds: latency percentiles, throughput and server CPU. */
async function run(url, duration) {
  const before = await serverCpu();
  const r = await load(url, duration);
  const after = await serverCpu();
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    seconds: duration,
    failures: r.non2xx + r.errors + r.timeouts,
    cpuMicros: after.user + after.system - before.user - before.system,
  };
}

/** Halves of the two measurements averaged; throughput is requests over the whole time. */
function combine(a, b) {
  return {
    p50: (a.p50 + b.p50) / 2,
    p99: (a.p99 + b.p99) / 2,
    rps: (a.requests + b.requests) / (a.seconds + b.seconds),
    failures: a.failures + b.failures,
    cpuPerRequest: (a.cpuMicros + b.cpuMicros) / (a.requests + b.requests),
  };
}

/**
 * Ours and bare, each for DURATION seconds in two halves, in the order ours, bare, bare, ours:
 * other work on the machine that comes or goes during the run then weighs on both alike.
 */
async function measurePair(ours, bare) {
  const half = DURATION / 2;
  await load(ours, 2);
  await load(bare, 2);
  const o1 = await run(ours, half);
  const b1 = await run(bare, half);
  const b2 = await run(bare, half);
  const o2 = await run(ours, half);
  return { ours: combine(o1, o2), bare: combine(b1, b2) };
}

async function main() {
  const started = performance.now();
  const size = await ensureDatabase();
  console.log(`Database: ${new URL(DATABASE_URL).pathname.slice(1)}, ${size.jobs} jobs, ${size.visible} visible`);

  if (process.env.BENCH_EXPLAIN === '1') {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    for (const q of [...QUERIES, ...EXPLAIN_MORE]) {
      const statements = await statementsOf(q.query, new Date());
      // Twice: the first reads the pages into memory, the second shows the steady state.
      await client.query(statements.count.sql, statements.count.params);
      await explain(client, `${q.name}: page`, statements.page);
      await explain(client, `${q.name}: count`, statements.count);
    }
    await client.end();
  }

  const child = fork(SELF, ['serve'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const { appUrl, bareUrl } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the servers stopped (${code})`)));
  });

  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  serverCpu = async () => (await ask({ cpu: true })).cpuMicros;
  const modes = [
    { label: 'as deployed: total kept 10 s', ttlMs: COUNT_CACHE_TTL_MS },
    { label: 'count on every request', ttlMs: 0 },
  ];
  const results = [];
  try {
    for (const mode of modes) {
      await ask({ ttlMs: mode.ttlMs });
      console.log(`\n${mode.label}`);
      for (const [i, q] of QUERIES.entries()) {
        const ours = `${appUrl}/api/v1/job?${new URLSearchParams(q.query)}`;
        const bare = `${bareUrl}/bare/${i}`;
        // Both answer, with the same jobs, before anything is measured.
        const [a, b] = await Promise.all([fetch(ours).then((r) => r.json()), fetch(bare).then((r) => r.json())]);
        const same = JSON.stringify(a.items.map((j) => j.id)) === JSON.stringify(b.items.map((j) => j.id));
        if (!same || a.total !== Math.min(b.total, JOB_SEARCH_COUNT_CAP)) {
          throw new Error(`${q.name}: the app and the bare route differ`);
        }
        process.stdout.write(`  ${q.name} (${a.totalCapped ? `${a.total}+` : a.total} matches)… `);
        const pair = await measurePair(ours, bare);
        console.log('done');
        results.push({ mode: mode.label, name: q.name, ...pair });
      }
    }
  } finally {
    child.send({ stop: true });
  }

  const pad = (s, n) => String(s).padEnd(n);
  const num = (n, d = 0) => n.toFixed(d).padStart(8);
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per route and search (ours, bare, bare, ours; halves averaged) after a 2 s warm-up; latency in ms, throughput in requests/s, CPU µs: the server process's CPU time per request`,
  );
  for (const mode of modes) {
    const rows = results.filter((r) => r.mode === mode.label);
    console.log(`\n${mode.label}`);
    console.log(
      `${pad('query', 17)}${pad('route', 6)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'req/s'.padStart(8)}${'errors'.padStart(8)}${'CPU µs'.padStart(8)}   ours/bare`,
    );
    for (const { name, ours, bare } of rows) {
      for (const [route, m] of [
        ['ours', ours],
        ['bare', bare],
      ]) {
        const ratio = route === 'ours' ? `   ${((ours.rps / bare.rps) * 100).toFixed(0)}%` : '';
        console.log(
          `${pad(route === 'ours' ? name : '', 17)}${pad(route, 6)}${num(m.p50)}${num(m.p99)}${num(m.rps)}${num(m.failures)}${num(m.cpuPerRequest)}${ratio}`,
        );
      }
    }
    const worstP99 = Math.max(...rows.map((r) => r.ours.p99));
    const worstRatio = Math.min(...rows.map((r) => r.ours.rps / r.bare.rps));
    console.log(
      `Targets: p99 < 50 ms (worst ${worstP99} ms: ${worstP99 < 50 ? 'met' : 'missed'}); ours ≥ 80% of bare ` +
        `(worst ${(worstRatio * 100).toFixed(0)}%: ${worstRatio >= 0.8 ? 'met' : 'missed'}).`,
    );
  }
  console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

if (process.argv[2] === 'serve') {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
