// `npm run bench` (second part): a company with 50,000 applications, on PostgreSQL.
//   (a) GET /api/v1/applications/hiring-company/export-csv of all 50,000: rows per second over a
//       few runs, the file checked (50,001 lines), and the server process's peak memory (VmHWM of
//       /proc/<pid>/status, reset before each run through /proc/<pid>/clear_refs where allowed);
//   (b) GET /api/v1/applications/hiring-company/candidates for that company, a few filter mixes, under
//       autocannon: p50, p99 and requests per second.
//
//   BENCH_APPLICATIONS_DATABASE_URL  default: the server of BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432),
//                       database fis_bench_applications; created, migrated and filled if needed:
//                       seed:scale with 50,000 candidates (20 companies, 200 jobs, about 100,000 other
//                       applications), then the bench company with 25 jobs and one application
//                       from each of the 50,000 candidates. Idempotent: a second run reuses it.
//   BENCH_CONNECTIONS   default 32
//   BENCH_LIST_DURATION seconds per filter mix (default 5), after a 1-second warm-up
//   BENCH_CSV_RUNS      default 3
//   BENCH_EXPORT_BATCH  rows per query of the export (default: the app's, 1,000)
//
// The app runs in a child process (production mode, request logging), as in job-search.bench.js.
// The bench signs the company in by issuing a session token the way sign-in does
// (lib/session-tokens.js), with a secret it gives the child.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { serveBenchApp, startBenchApp } from './bench-app.js';
import { ensureMigratedDatabase } from './bench-database.js';

const SELF = fileURLToPath(import.meta.url);
const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;
const DATABASE_URL = process.env.BENCH_APPLICATIONS_DATABASE_URL ?? defaultUrl();
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LIST_DURATION = Number(process.env.BENCH_LIST_DURATION ?? 5);
const CSV_RUNS = Number(process.env.BENCH_CSV_RUNS ?? 3);
const APPLICATIONS = 50_000;
const BENCH_JOBS = 25;
const DOMAIN = 'scale.fis.invalid';
const BENCH_COMPANY_EMAIL = `bench-hiring@${DOMAIN}`;

function defaultUrl() {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fis_bench');
  url.pathname = '/fis_bench_applications';
  return url.toString();
}

// ---- The child: the real app (bench-app.js), with the export's batch size when asked ----

function serve() {
  return serveBenchApp(DATABASE_URL, {
    beforeBuild: async () => {
      if (!process.env.BENCH_EXPORT_BATCH) return;
      const { exportSettings } = await import(dist('modules/applications/export-applicants-csv.js'));
      exportSettings.batchSize = Number(process.env.BENCH_EXPORT_BATCH);
    },
  });
}

// ---- The parent: data, load and the figures ----

async function ensureData() {
  await ensureMigratedDatabase(DATABASE_URL);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { hasScaleData } = await import(dist('seed/scale-data.js'));
    if (!(await hasScaleData(client))) {
      const started = performance.now();
      console.log('Filling with seed:scale: 50,000 candidates, 20 companies, 200 jobs…');
      const { runSeedScale } = await import(dist('cli/seed-scale.js'));
      await runSeedScale(DATABASE_URL, { jobs: 200, companies: 20, candidates: APPLICATIONS, reset: false });
      console.log(`  seed:scale ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const existing = await client.query(
      `SELECT u.id, (SELECT count(*)::int FROM applications a JOIN jobs j ON j.id = a.job_id
                     JOIN companies c ON c.id = j.company_id WHERE c.user_id = u.id) AS n
       FROM users u WHERE u.email = $1`,
      [BENCH_COMPANY_EMAIL],
    );
    if (existing.rows[0]?.n === APPLICATIONS) return existing.rows[0].id;
    const started = performance.now();
    console.log(`Making the bench company with ${APPLICATIONS} applications…`);
    await client.query('BEGIN');
    await client.query('DELETE FROM users WHERE email = $1', [BENCH_COMPANY_EMAIL]);
    const { rows: user } = await client.query(
      `INSERT INTO users (email, role, password_hash, status, email_verified_at, is_first_login, email_language)
       VALUES ($1, 2, 'not-a-hash', 1, now(), false, 'en') RETURNING id`,
      [BENCH_COMPANY_EMAIL],
    );
    const userId = user[0].id;
    await client.query(
      `INSERT INTO companies (user_id, company_name, contact_job_role, accepted_into_scheme_at, consent_terms_at,
                              approval_status, reviewed_at, name_en, name_zh, industry, location, description,
                              profile_saved_at)
       VALUES ($1, 'Bench Hiring Ltd', 'HR Manager', now(), now(), 1, now(), 'Bench Hiring Ltd', '基準招聘有限公司',
               'DIGITAL_PAYMENTS', 'HongKong', 'The company of the applications benchmark.', now())`,
      [userId],
    );
    await client.query(
      `INSERT INTO jobs (company_id, position_name, job_function, job_mode, location, city, skills, salary, currency,
                         pay_frequency, contract_type, expires_on, description, requirements, status, approval_status,
                         reviewed_at, posted_at)
       SELECT c.id, 'Bench Intern ' || g, 'TECHNOLOGY', 'HYBRID', 'HongKong', 1, ARRAY['Python', 'SQL'], 12000, 'HKD',
              'PER_MONTH', 'FULL_TIME', (now() + interval '60 days')::date, 'Bench job ' || g, 'None', 1, 1, now(), now()
       FROM companies c CROSS JOIN generate_series(1, $2::int) g WHERE c.user_id = $1`,
      [userId, BENCH_JOBS],
    );
    // One application from each candidate, spread over the jobs and stages 0-7 (a 7 is a declined
    // offer half the time), over the last 60 days; a few share a stage-change time.
    await client.query(
      `WITH bench_jobs AS (
         SELECT j.id, j.company_id, row_number() OVER (ORDER BY j.position_name)::int - 1 AS k
         FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.user_id = $1
       ), people AS (
         SELECT p.user_id, row_number() OVER (ORDER BY p.user_id)::int AS n
         FROM candidate_profiles p JOIN users u ON u.id = p.user_id WHERE u.email LIKE 'candidate%@' || $2
         LIMIT $3
       ), shaped AS (
         SELECT people.*, ((n::bigint * 7919) % 8)::int AS stage,
                now() - make_interval(secs => ((n::bigint * 104729) % (60 * 86400))::float8) AS at
         FROM people
       )
       INSERT INTO applications (job_id, company_id, candidate_id, stage, previous_stage, contact_email,
                                 contact_phone_prefix, contact_phone_number, applied_at, stage_changed_at, created_at)
       SELECT j.id, j.company_id, s.user_id, s.stage,
              CASE s.stage WHEN 0 THEN NULL WHEN 1 THEN 0 WHEN 2 THEN 1 WHEN 3 THEN 1 WHEN 4 THEN 3
                           WHEN 5 THEN 3 WHEN 6 THEN 5 ELSE (CASE WHEN s.n % 2 = 0 THEN 5 ELSE 1 END) END,
              'applicant' || s.n || '@example.edu.hk', '+852', (60000000 + s.n)::text,
              s.at - interval '1 day', date_trunc('minute', s.at) + make_interval(hours => s.stage), s.at
       FROM shaped s JOIN bench_jobs j ON j.k = s.n % $4`,
      [userId, DOMAIN, APPLICATIONS, BENCH_JOBS],
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE applications, jobs, companies, candidate_profiles');
    console.log(`  bench company ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return userId;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** Downloads the file, counting bytes and lines (no exported value holds a line break here). */
async function download(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  let head = '';
  for await (const chunk of res.body) {
    if (head.length < 400) head += new TextDecoder('utf-8', { ignoreBOM: true }).decode(chunk.subarray(0, 400));
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
  }
  return { seconds: (performance.now() - started) / 1000, bytes, lines, head, headers: res.headers };
}

async function main() {
  const started = performance.now();
  const setupStarted = performance.now();
  const userId = await ensureData();
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  console.log(`Database ${new URL(DATABASE_URL).pathname.slice(1)} ready in ${setupSeconds.toFixed(1)} s`);

  const secret = randomBytes(32).toString('hex');
  const { issueToken } = await import(dist('lib/session-tokens.js'));
  const { token } = await issueToken(secret, { now: () => new Date() }, { sub: userId, role: 2, tv: 0 }, false);
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };

  const { appUrl, ask, stop } = await startBenchApp(SELF, secret);
  const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

  try {
    // (a) the CSV export
    const exportUrl = `${appUrl}/api/v1/applications/hiring-company/export-csv`;
    const idle = await ask({ memory: true });
    console.log(`\nCSV export of ${APPLICATIONS} applications (server RSS before: ${mb(idle.rssKb)})`);
    const csvRuns = [];
    for (let run = 1; run <= CSV_RUNS; run += 1) {
      const before = await ask({ resetPeak: true });
      const file = await download(exportUrl, auth);
      const after = await ask({ memory: true });
      if (file.lines !== APPLICATIONS + 1) throw new Error(`the file has ${file.lines} lines, not ${APPLICATIONS + 1}`);
      if (!file.head.startsWith('\uFEFFEnglish name,')) throw new Error(`unexpected header: ${file.head.slice(0, 80)}`);
      const rps = APPLICATIONS / file.seconds;
      csvRuns.push({ ...file, rps, before, after });
      console.log(
        `  run ${run}: ${file.seconds.toFixed(2)} s, ${rps.toFixed(0)} rows/s, ${(file.bytes / 1048576).toFixed(1)} MiB, ` +
          `${file.lines} lines; RSS ${mb(before.rssKb)} → peak ${mb(after.hwmKb)}${before.reset ? '' : ' (peak not resettable: lifetime high-water)'}`,
      );
    }
    console.log(
      `  content-type ${csvRuns[0].headers.get('content-type')}; ${csvRuns[0].headers.get('content-disposition')}`,
    );

    // (b) the applicants list under load
    const { rows: jobRows } = await (async () => {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      try {
        return await c.query(
          `SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.user_id = $1 ORDER BY j.position_name LIMIT 1`,
          [userId],
        );
      } finally {
        await c.end();
      }
    })();
    const mixes = [
      { name: 'all, page 1', query: {} },
      { name: 'screening tab', query: { tab: 'screening' } },
      { name: 'one job, interviewing', query: { jobId: jobRows[0].id, tab: 'interviewing' } },
      { name: 'name keyword', query: { keyword: 'Student 4242' } },
      { name: 'all, page 200', query: { page: '200' } },
    ];
    const results = [];
    for (const mix of mixes) {
      const url = `${appUrl}/api/v1/applications/hiring-company/candidates?${new URLSearchParams(mix.query)}`;
      const probe = await fetch(url, { headers: auth });
      const body = await probe.json();
      if (probe.status !== 200) throw new Error(`${mix.name}: ${probe.status} ${JSON.stringify(body)}`);
      await load(url, auth, 1);
      const r = await load(url, auth, LIST_DURATION);
      results.push({
        name: mix.name,
        total: body.total,
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: r.requests.total / LIST_DURATION,
        errors: r.non2xx + r.errors + r.timeouts,
      });
    }
    const peak = await ask({ memory: true });

    const pad = (s, n) => String(s).padEnd(n);
    const num = (n, d = 0) => n.toFixed(d).padStart(9);
    console.log(
      `\nGET /applications/hiring-company/candidates, ${CONNECTIONS} connections, ${LIST_DURATION} s each after 1 s warm-up (ms, requests/s)`,
    );
    console.log(
      `${pad('filters', 24)}${'matches'.padStart(9)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'req/s'.padStart(9)}${'errors'.padStart(9)}`,
    );
    for (const r of results) {
      console.log(`${pad(r.name, 24)}${num(r.total)}${num(r.p50)}${num(r.p99)}${num(r.rps)}${num(r.errors)}`);
    }
    const worst = Math.max(...results.map((r) => r.p99));
    const best = csvRuns.reduce((m, r) => Math.max(m, r.rps), 0);
    const peakCsv = Math.max(...csvRuns.map((r) => r.after.hwmKb));
    console.log(
      `\nCSV: best ${best.toFixed(0)} rows/s; server peak RSS during exports ${mb(peakCsv)} (idle ${mb(idle.rssKb)}); ` +
        `list: worst p99 ${worst} ms (target < 100 ms: ${worst < 100 ? 'met' : 'missed'}); server RSS at the end ${mb(peak.rssKb)}.`,
    );
  } finally {
    stop();
  }
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s (setup ${setupSeconds.toFixed(1)} s).`);
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
