// `npm run bench` (the office's reports, docs/decisions/042): on seed:scale's data (50,000
// candidates, about 100,000 applications with their 310,000 events, 12,000 placements, 22,000
// office picks, grants on both sides and the round's total), each report under autocannon:
// GET /api/v1/admin/reports/places, /flow with each `by`, /money, and one CSV export of each.
// Every request differs from every other: the round given or not, and `from`/`to` drawn across the
// round's period (either absent too), so nothing is answered from a cache the database keeps warm
// for one statement. For each: p50, p99 and requests per second; for the exports, the server
// process's peak memory (VmHWM, reset before each run through /proc/<pid>/clear_refs where allowed).
// Each answer must be a 200 and not empty (the flow's groups, the places' rows, the money's sides,
// the file's records), first once per case and then for every answer under load, so a broken
// report shows here as errors rather than as a fast one.
//
//   BENCH_REPORTS_DATABASE_URL  default: the server of BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432),
//                       database fis_bench_reports; created, migrated and filled with seed:scale
//                       (50,000 candidates, 20 companies, 200 jobs) if it holds no scale data or
//                       only an older seed's (no events); reused otherwise
//   BENCH_REPORTS_CONNECTIONS  default 4: a report takes a good part of a second of the database,
//                       and only the office reads them; 32 would measure the queue
//   BENCH_LIST_DURATION seconds per case (default 5), after a 1-second warm-up
//
// The app runs in a child process (production mode, request logging), as in the other benches;
// the bench signs in as the seed's office account by issuing a session token the way sign-in does
// (lib/session-tokens.js), with a secret it gives the child.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { serveBenchApp, startBenchApp } from './bench-app.js';
import { ensureMigratedDatabase } from './bench-database.js';
import { describeReport, filterSets, NOT_EMPTY } from './report-requests.js';

const SELF = fileURLToPath(import.meta.url);
const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;
const DATABASE_URL = process.env.BENCH_REPORTS_DATABASE_URL ?? defaultUrl();
const CONNECTIONS = Number(process.env.BENCH_REPORTS_CONNECTIONS ?? 4);
const DURATION = Number(process.env.BENCH_LIST_DURATION ?? 5);
const CANDIDATES = 50_000;
const FLOW_GROUPINGS = ['company', 'side', 'institution', 'programme', 'round'];

function defaultUrl() {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fis_bench');
  url.pathname = '/fis_bench_reports';
  return url.toString();
}

// ---- The child: the real app (bench-app.js) ----

const serve = () => serveBenchApp(DATABASE_URL);

// ---- The parent: data, requests, load and the figures ----

/** The filled database's office account and round (filled first when needed). */
async function ensureData() {
  await ensureMigratedDatabase(DATABASE_URL);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { hasScaleData } = await import(dist('seed/scale-data.js'));
    const { SCALE_OFFICE_EMAIL } = await import(dist('seed/scale-office.js'));
    const filled = await hasScaleData(client);
    const { rows: office } = await client.query('SELECT id FROM users WHERE email = $1 AND role = 1', [
      SCALE_OFFICE_EMAIL,
    ]);
    if (!filled || !office[0]) {
      const started = performance.now();
      console.log(`Filling with seed:scale: ${CANDIDATES} candidates, 20 companies, 200 jobs…`);
      const { runSeedScale } = await import(dist('cli/seed-scale.js'));
      await runSeedScale(DATABASE_URL, { jobs: 200, companies: 20, candidates: CANDIDATES, reset: filled });
      console.log(`  seed:scale ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const { rows } = await client.query(
      `SELECT u.id AS office_id, r.id AS round_id, to_char(r.application_start, 'YYYY-MM-DD') AS start,
              to_char(r.application_end, 'YYYY-MM-DD') AS end,
              (SELECT count(*)::int FROM application_events) AS events,
              (SELECT to_char(min(created_at) AT TIME ZONE 'Asia/Hong_Kong', 'YYYY-MM-DD') FROM application_events) AS first,
              (SELECT to_char(max(created_at) AT TIME ZONE 'Asia/Hong_Kong', 'YYYY-MM-DD') FROM application_events) AS last,
              (SELECT count(*)::int FROM applications) AS applications
       FROM users u, scheme_rounds r
       WHERE u.email = $1 AND r.id = (SELECT round_id FROM round_places LIMIT 1)`,
      [SCALE_OFFICE_EMAIL],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** One case under autocannon: every request takes the next filter set; each answer is checked. */
function load(appUrl, headers, path, queries, check, duration, cursor) {
  let bad = 0;
  let badSample = '';
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: appUrl,
        headers,
        connections: CONNECTIONS,
        duration,
        timeout: 120,
        pipelining: 1,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: `${path}?${queries[cursor.next++ % queries.length]}` }),
            onResponse: (status, body) => {
              if (status !== 200 || !check(body)) {
                bad += 1;
                badSample ||= `${status} ${body.slice(0, 200)}`;
              }
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ result, bad, badSample })),
    );
  });
}

async function main() {
  const started = performance.now();
  const data = await ensureData();
  const setupSeconds = (performance.now() - started) / 1000;
  console.log(
    `Database ${new URL(DATABASE_URL).pathname.slice(1)} ready in ${setupSeconds.toFixed(1)} s: ` +
      `${data.applications} applications, ${data.events} events from ${data.first} to ${data.last}; round ${data.start} to ${data.end}`,
  );

  const secret = randomBytes(32).toString('hex');
  const { issueToken } = await import(dist('lib/session-tokens.js'));
  const { token } = await issueToken(secret, { now: () => new Date() }, { sub: data.office_id, role: 1, tv: 0 }, false);
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };

  const { appUrl, ask, stop } = await startBenchApp(SELF, secret);
  const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

  const plain = filterSets(data);
  const byEach = (by) => filterSets(data, [{ by }]);
  const cases = [
    { name: 'places', path: '/api/v1/admin/reports/places', queries: plain, check: NOT_EMPTY.places },
    ...FLOW_GROUPINGS.map((by) => ({
      name: `flow by ${by}`,
      path: '/api/v1/admin/reports/flow',
      queries: byEach(by),
      check: NOT_EMPTY.flow,
    })),
    { name: 'money', path: '/api/v1/admin/reports/money', queries: plain, check: NOT_EMPTY.money },
    ...['places', 'flow', 'money'].map((kind) => ({
      name: `${kind} CSV`,
      path: `/api/v1/admin/reports/${kind}/export-csv`,
      queries:
        kind === 'flow'
          ? filterSets(
              data,
              FLOW_GROUPINGS.map((by) => ({ by })),
            )
          : plain,
      check: NOT_EMPTY.csv,
      csv: true,
    })),
  ];

  const results = [];
  try {
    const idle = await ask({ memory: true });
    for (const c of cases) {
      // One answer read whole first: the case fails here if the report is broken or empty.
      const probe = await fetch(`${appUrl}${c.path}?${c.queries[0]}`, { headers: auth });
      // Read as bytes: Response.text() drops the byte order mark the file must start with.
      const text = Buffer.from(await probe.arrayBuffer()).toString('utf8');
      if (probe.status !== 200 || !c.check(text))
        throw new Error(`${c.name} (${c.queries[0]}): ${probe.status} ${text.slice(0, 300)}`);
      const figure = c.csv ? `${text.split('\n').length - 1} lines` : describeReport(c.name, JSON.parse(text));
      const cursor = { next: 1 };
      const before = c.csv ? await ask({ resetPeak: true }) : null;
      const warm = await load(appUrl, auth, c.path, c.queries, c.check, 1, cursor);
      const { result: r, bad, badSample } = await load(appUrl, auth, c.path, c.queries, c.check, DURATION, cursor);
      const after = c.csv ? await ask({ memory: true }) : null;
      const errors = r.non2xx + r.errors + r.timeouts + bad + warm.bad;
      if (badSample || warm.badSample) console.log(`  ${c.name}: a bad answer: ${badSample || warm.badSample}`);
      // Every request differs while there are filter sets left: say so when a case ran past them.
      if (cursor.next > c.queries.length)
        console.log(`  ${c.name}: ${cursor.next} requests, ${c.queries.length} filter sets`);
      results.push({
        ...c,
        figure,
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: r.requests.total / DURATION,
        measured: r.requests.total,
        errors,
        before,
        after,
      });
    }

    const pad = (s, n) => String(s).padEnd(n);
    const num = (n, d = 0) => n.toFixed(d).padStart(9);
    console.log(
      `\nReports, ${CONNECTIONS} connections, ${DURATION} s each after 1 s warm-up; every request a different filter set (ms, requests/s)`,
    );
    console.log(
      `${pad('report', 20)}${pad('first answer', 34)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'req/s'.padStart(9)}${'requests'.padStart(9)}${'errors'.padStart(9)}`,
    );
    for (const r of results) {
      console.log(
        `${pad(r.name, 20)}${pad(r.figure, 34)}${num(r.p50)}${num(r.p99)}${num(r.rps, 1)}${num(r.measured)}${num(r.errors)}`,
      );
    }
    const csv = results.filter((r) => r.csv);
    const resettable = csv.every((r) => r.before.reset);
    console.log(
      `\nServer RSS idle ${mb(idle.rssKb)}; peak during the CSV exports ${csv.map((r) => `${r.name} ${mb(r.after.hwmKb)}`).join(', ')}` +
        `${resettable ? '' : ' (peak not resettable: lifetime high-water)'}.`,
    );
    const failed = results.filter((r) => r.errors > 0);
    if (failed.length > 0) throw new Error(`bad answers under load: ${failed.map((r) => r.name).join(', ')}`);
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
