// `npm run bench` (matching, docs/decisions/027): recommendations at scale, on PostgreSQL with
// seed:scale (100,000 jobs, 2,000 companies, 50,000 candidates, their applications and saved jobs):
//   (a) GET /api/v1/job/recommended for one candidate against the 100,000 jobs;
//   (b) GET /api/v1/job/{id}/recommended-candidates for one job against the 50,000 candidates;
// each for a usual caller and for one whom few rows fit (the walk through the newest rows then
// goes far), under autocannon at 32 connections: p50, p99, requests per second. Target: p99 under
// 100 ms.
//
//   BENCH_DATABASE_URL  default postgres://postgres@127.0.0.1:5432/fis_bench, as job-search.bench.js;
//                       created, migrated and filled with seed:scale if empty
//   BENCH_CONNECTIONS   default 32
//   BENCH_MATCH_DURATION seconds per case (default 5), after a 1-second warm-up
//   BENCH_EXPLAIN=1     first print PostgreSQL's plans (EXPLAIN ANALYZE) of each case's statement
//
// The app runs in a child process (production mode, request logging), as in the other benches;
// the bench signs callers in by issuing session tokens the way sign-in does (lib/session-tokens.js).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureMigratedDatabase } from './bench-database.js';

const SELF = fileURLToPath(import.meta.url);
const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fis_bench';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_MATCH_DURATION ?? 5);

// ---- The child: the real app ----

async function serve() {
  const { buildApp } = await import(dist('app.js'));
  const { buildConfig } = await import(dist('config/config.js'));
  const { parseEnv } = await import(dist('config/env.js'));
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fis-bench-')),
    DATABASE_URL,
    TOKEN_SECRET: process.env.BENCH_TOKEN_SECRET,
    PUBLIC_URL: 'http://127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  const app = await buildApp({ config: buildConfig(env) });
  process.send({ appUrl: await app.listen({ host: '127.0.0.1', port: 0 }) });
  process.on('message', async (message) => {
    if (message.stop) {
      await app.close();
      process.exit(0);
    }
  });
}

// ---- The parent: the callers, the load and the figures ----

/**
 * The callers measured, from the seeded data: a candidate as seeded (Python and Excel, applications
 * and saved jobs) who also said which jobs they want, and one with a skill no job asks for and no
 * history; a visible job sharing the candidates' skills (its company signs in), and one sharing
 * none of them.
 */
async function callers(client) {
  const { hasScaleData, SCALE_EMAIL_DOMAIN } = await import(dist('seed/scale-data.js'));
  if (!(await hasScaleData(client))) {
    const started = performance.now();
    console.log('Filling with seed:scale: 100,000 jobs, 2,000 companies, 50,000 candidates…');
    const { runSeedScale } = await import(dist('cli/seed-scale.js'));
    await runSeedScale(DATABASE_URL, { jobs: 100_000, companies: 2_000, candidates: 50_000, reset: false });
    console.log(`  seed:scale ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const one = async (text, params) => (await client.query(text, params)).rows[0];
  const usual = await one(`SELECT u.id FROM users u WHERE u.email = $1`, [`candidate7@${SCALE_EMAIL_DOMAIN}`]);
  await client.query(
    `INSERT INTO candidate_job_preferences (user_id, job_functions, job_modes, updated_at)
     VALUES ($1, '{FINANCE,TECHNOLOGY}', '{HYBRID}', now()) ON CONFLICT (user_id) DO NOTHING`,
    [usual.id],
  );
  const rare = await one(`SELECT u.id FROM users u WHERE u.email = $1`, [`candidate11@${SCALE_EMAIL_DOMAIN}`]);
  await client.query(`UPDATE candidate_profiles SET skills = '{Underwater Welding}' WHERE user_id = $1`, [rare.id]);
  await client.query('DELETE FROM applications WHERE candidate_id = $1', [rare.id]);
  await client.query('DELETE FROM job_bookmarks WHERE user_id = $1', [rare.id]);
  const visible = `j.approval_status = 1 AND j.status = 1 AND j.deleted_at IS NULL AND j.expires_on >= current_date
    AND c.approval_status = 1 AND c.profile_saved_at IS NOT NULL AND j.location = 'HongKong'`;
  const sharing = await one(
    `SELECT j.id, c.user_id FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE ${visible} AND j.skill_keys && '{python,excel}' ORDER BY j.posted_at DESC LIMIT 1`,
  );
  const apart = await one(
    `SELECT j.id, c.user_id FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE ${visible} AND NOT j.skill_keys && '{python,excel}' ORDER BY j.posted_at DESC LIMIT 1`,
  );
  await client.query('ANALYZE candidate_job_preferences, candidate_profiles');
  return { usual: usual.id, rare: rare.id, sharing, apart };
}

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function explain(client, who) {
  const { makeContext } = await import(dist('context.js'));
  const { PgDialect } = await import('drizzle-orm/pg-core');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const dialect = new PgDialect();
  // The statements as the use cases build them, caught on their way to the database.
  const statements = [];
  const db = drizzle(client);
  const catching = {
    execute: (query) => {
      statements.push(dialect.sqlToQuery(query));
      return db.execute(query);
    },
  };
  const ctx = makeContext({ db: catching, clock: { now: () => new Date() } }, { user: null, lang: 'en' });
  const { matchJobsForCandidate } = await import(dist('modules/matching/match-jobs-for-candidate.js'));
  const { matchCandidatesForJob } = await import(dist('modules/matching/match-candidates-for-job.js'));
  for (const [name, run] of [
    ['jobs for the usual candidate', () => matchJobsForCandidate(ctx, { candidateId: who.usual, limit: 12 })],
    ['jobs for the rare candidate', () => matchJobsForCandidate(ctx, { candidateId: who.rare, limit: 12 })],
    ['candidates for a sharing job', () => matchCandidatesForJob(ctx, { jobId: who.sharing.id, limit: 10 })],
    ['candidates for a job apart', () => matchCandidatesForJob(ctx, { jobId: who.apart.id, limit: 10 })],
  ]) {
    statements.length = 0;
    await run();
    for (const statement of statements) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
      console.log(`\n-- ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
}

async function main() {
  const started = performance.now();
  await ensureMigratedDatabase(DATABASE_URL);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  let who;
  try {
    who = await callers(client);
    if (process.env.BENCH_EXPLAIN) await explain(client, who);
  } finally {
    await client.end();
  }

  const secret = randomBytes(32).toString('hex');
  const { issueToken } = await import(dist('lib/session-tokens.js'));
  const auth = async (sub, role) => {
    const { token } = await issueToken(secret, { now: () => new Date() }, { sub, role, tv: 0 }, false);
    return { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  };
  const child = fork(SELF, ['serve'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_TOKEN_SECRET: secret },
  });
  const { appUrl } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });

  try {
    const cases = [
      { name: 'jobs, usual candidate', path: '/job/recommended', headers: await auth(who.usual, 0) },
      { name: 'jobs, rare candidate', path: '/job/recommended', headers: await auth(who.rare, 0) },
      {
        name: 'candidates, sharing job',
        path: `/job/${who.sharing.id}/recommended-candidates`,
        headers: await auth(who.sharing.user_id, 2),
      },
      {
        name: 'candidates, job apart',
        path: `/job/${who.apart.id}/recommended-candidates`,
        headers: await auth(who.apart.user_id, 2),
      },
    ];
    const results = [];
    for (const c of cases) {
      const url = `${appUrl}/api/v1${c.path}`;
      const probe = await fetch(url, { headers: c.headers });
      const body = await probe.json();
      if (probe.status !== 200) throw new Error(`${c.name}: ${probe.status} ${JSON.stringify(body)}`);
      await load(url, c.headers, 1);
      const r = await load(url, c.headers, DURATION);
      results.push({
        name: c.name,
        items: body.items.length,
        best: body.items[0]?.match.score ?? '-',
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: r.requests.total / DURATION,
        errors: r.non2xx + r.errors + r.timeouts,
      });
    }
    const pad = (s, n) => String(s).padEnd(n);
    const num = (n, d = 0) => (typeof n === 'number' ? n.toFixed(d) : n).padStart(8);
    console.log(
      `\nRecommendations at 100,000 jobs and 50,000 candidates, ${CONNECTIONS} connections, ${DURATION} s each after 1 s warm-up (ms, requests/s)`,
    );
    console.log(
      `${pad('case', 26)}${'items'.padStart(8)}${'best'.padStart(8)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'req/s'.padStart(8)}${'errors'.padStart(8)}`,
    );
    for (const r of results) {
      console.log(
        `${pad(r.name, 26)}${num(r.items)}${num(r.best)}${num(r.p50)}${num(r.p99)}${num(r.rps)}${num(r.errors)}`,
      );
    }
    const worst = Math.max(...results.map((r) => r.p99));
    console.log(`\nworst p99 ${worst} ms (target < 100 ms: ${worst < 100 ? 'met' : 'missed'})`);
  } finally {
    child.send({ stop: true });
  }
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);
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
