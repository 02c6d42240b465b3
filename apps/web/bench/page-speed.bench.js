// `npm run bench:web`: Lighthouse 12 (mobile, its default simulated Slow 4G and 4x CPU slowdown)
// on the twelve pages of issue 26: the public ones (landing, sign-in, a job's public page), the
// candidate's (job list, a job, dashboard, applications, messages), the company's (dashboard, a
// job's candidates) and the admin's (dashboard, candidates). Prints, per page, the median over its
// runs of each figure: performance score, FCP, LCP, TBT, CLS, what the page transferred (total,
// scripts, stylesheets, requests) and its main thread's tasks from the trace (their time, and the
// CPU they had), with each run's performance score. Targets (issue 26):
// performance >= 95, LCP under 2.5 s and CLS under 0.1 on every page.
//
// The platform runs as in production (NODE_ENV=production, the pages rendered on the server by the
// API from the built web app) behind an HTTPS front that speaks HTTP/2 to the browser, as the TLS
// proxy production stands behind does (https-front.js, docs/decisions/046), in a child process at
// the lowest CPU priority (as a server elsewhere, it takes no CPU the page's browser wants), on a
// temporary PGlite database with the demo data, so that the pages show their jobs, applications
// and messages. Before each run the browser holds the session cookies of the page's role (decision
// 043), or none on a public page; Lighthouse then empties the HTTP cache, which keeps cookies, so
// each run is a signed-in visit on a cold cache.
// The demo candidate signs in through the API with the password. A company and the admin sign in
// with a second step, a code emailed to them: the child issues their sessions as that step does
// once the code is right (createSession), rather than the bench reading the email. The job pages'
// ids are asked of the API: an open job the candidate sees, and a job of the demo company that has
// applicants. A signed-in page that ends anywhere else (a redirect to / or to a sign-in page) or
// answers other than 200 (another role's page is a 404) stops the bench with an error.
//
//   npm run bench:web builds first; `node apps/web/bench/page-speed.bench.js` uses the builds there are.
//   BENCH_WEB_RUNS   runs per page (default 3)
//   CHROME_PATH      default /usr/bin/chromium
//   BENCH_WEB_REPORTS  a folder to write each run's Lighthouse JSON report to, and beside it the
//                      run's trace (NAME-RUN.trace.json, for Chromium's Performance panel; default: none)
//   BENCH_WEB_PAGES  only these pages, by name, comma-separated (e.g. "job list,messages"; default: all)
//   BENCH_WEB_PLAIN_HTTP=1  the pages straight from the platform over HTTP/1.1, without the front
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
// The browser suite's Chromium flags (apps/web/e2e/harness.ts), so both measure the same browser.
import CHROMIUM_FLAGS from '../e2e/chromium-flags.json' with { type: 'json' };
import { startHttpsFront } from './https-front.js';

const SELF = fileURLToPath(import.meta.url);
const API_DIST = new URL('../../api/dist/', import.meta.url);
const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = process.env.BENCH_WEB_REPORTS;
const PLAIN_HTTP = process.env.BENCH_WEB_PLAIN_HTTP === '1';
const DEMO_CANDIDATE = 'chan.taiman@student.demo';
const DEMO_COMPANY = 'hr@novapay.demo';
// The web app's session (packages/shared/src/web-session.ts): the token, and the marker the page reads.
const SESSION_COOKIE = 'fis-session';
const SIGNED_IN_COOKIE = 'fis-signed-in';

/** `path` of a page with an id in it: a function of the ids the API gave (findJobIds). */
const ALL_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'sign-in', path: '/sign-in' },
  { name: 'public job', path: ({ openJob }) => `/jobs/${openJob}` },
  { name: 'job list', role: 'candidate', path: '/candidate/job-list' },
  { name: 'job detail', role: 'candidate', path: ({ openJob }) => `/candidate/job-detail/${openJob}` },
  { name: 'candidate dashboard', role: 'candidate', path: '/candidate/dashboard' },
  { name: 'applications', role: 'candidate', path: '/candidate/applications' },
  { name: 'messages', role: 'candidate', path: '/candidate/messages' },
  { name: 'company dashboard', role: 'company', path: '/company/dashboard' },
  { name: 'job candidates', role: 'company', path: ({ appliedJob }) => `/company/job/${appliedJob}/candidates` },
  { name: 'admin dashboard', role: 'admin', path: '/admin-portal/dashboard' },
  { name: 'admin candidates', role: 'admin', path: '/admin-portal/candidates' },
];
const PAGES = process.env.BENCH_WEB_PAGES
  ? ALL_PAGES.filter((page) => process.env.BENCH_WEB_PAGES.split(',').includes(page.name))
  : ALL_PAGES;
if (PAGES.length === 0)
  throw new Error(`BENCH_WEB_PAGES names none of: ${ALL_PAGES.map((page) => page.name).join(', ')}`);

// ---- The child: the platform in production mode ----

async function serve() {
  const { buildApp } = await import(new URL('app.js', API_DIST).href);
  const { buildConfig } = await import(new URL('config/config.js', API_DIST).href);
  const { parseEnv } = await import(new URL('config/env.js', API_DIST).href);
  const { seedDemoData, DEMO_ADMIN_EMAIL } = await import(new URL('seed/demo-data.js', API_DIST).href);
  const { createSession } = await import(new URL('modules/auth/create-session.js', API_DIST).href);
  const { findUserByEmail } = await import(new URL('modules/users/users-repository.js', API_DIST).href);
  const dataDir = mkdtempSync(join(tmpdir(), 'fis-bench-web-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: 'http://127.0.0.1',
    // Nothing listens there: no email the bench sends or needs.
    SMTP_URL: 'smtp://127.0.0.1:9',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config: buildConfig(env, WEB_DIST) });
  await seedDemoData(app.services);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const front = PLAIN_HTTP ? null : await startHttpsFront(appUrl, dataDir);
  // The pages' origin: the one the cookie-signed requests and the pages' socket must come from.
  const pageUrl = front?.url ?? appUrl;
  app.config.publicUrl = pageUrl;
  /** A session as the code step of sign-in issues it (verify-sign-in-code.ts). */
  const sessionOf = async (email) => {
    const user = await findUserByEmail(app.services.db, email);
    if (!user) throw new Error(`no demo account ${email}`);
    return (await createSession({ ...app.services, lang: 'en' }, user, true)).token;
  };
  // The bench's own API calls go to the platform itself: Node's fetch refuses the front's certificate.
  process.send({
    appUrl,
    pageUrl,
    tokens: { company: await sessionOf(DEMO_COMPANY), admin: await sessionOf(DEMO_ADMIN_EMAIL) },
  });
  let stopping;
  const stop = () => {
    stopping ??= Promise.all([front?.close(), app.close()]).then(() => {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
      process.exit(0);
    });
    return stopping;
  };
  process.on('message', (message) => message.stop && stop());
  // The bench itself stopped without saying so: do not outlive it.
  process.on('disconnect', stop);
}

// ---- The parent: Chromium, Lighthouse and the figures ----

function startPlatform() {
  // NODE_ENV in the child's own environment too, not only in its config: React, loaded from
  // node_modules by the server build, picks its production build by it, as a deployment's does.
  // At the lowest CPU priority (`nice -n 19`, every thread of it), so that the page is measured as
  // a phone loads it from a server elsewhere: on a machine of two cores, a platform at the browser's
  // priority took cores the page's main thread was waiting for, inside its tasks, and Lighthouse
  // counts that wait as blocking time (decision 046).
  const child = fork(SELF, ['serve'], {
    execPath: 'nice',
    execArgv: ['-n', '19', process.execPath, ...process.execArgv],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.once('message', ({ appUrl, pageUrl, tokens }) =>
      resolve({
        appUrl,
        pageUrl,
        tokens,
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.send({ stop: true });
          }),
      }),
    );
    child.once('exit', (code) => reject(new Error(`the platform stopped (${code})`)));
  });
}

/** Chromium with the browser suite's flags, listening for DevTools on a free port. */
function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'fis-bench-chromium-'));
  const chrome = spawn(
    CHROME_PATH,
    [
      '--headless',
      ...CHROMIUM_FLAGS,
      // The front's certificate is made for the run.
      ...(PLAIN_HTTP ? [] : ['--ignore-certificate-errors']),
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    chrome.stderr.on('data', (chunk) => {
      output += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        chrome.stderr.removeAllListeners('data');
        chrome.stderr.resume();
        resolve({
          port: Number(port),
          stop: () =>
            new Promise((done, fail) => {
              chrome.once('exit', () => {
                // Chromium's helpers may still be writing to the profile for a while on a busy machine;
                // a folder left behind is reported (main), and the figures are printed all the same.
                try {
                  rmSync(profile, { recursive: true, force: true, maxRetries: 50, retryDelay: 200 });
                  done();
                } catch (err) {
                  fail(err);
                }
              });
              chrome.kill();
            }),
        });
      }
    });
    chrome.once('exit', (code) => reject(new Error(`chromium stopped (${code}): ${output}`)));
  });
}

/** The demo candidate's session, from the password sign-in as the sign-in page sends it. */
async function signInCandidate(appUrl) {
  const response = await fetch(`${appUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CANDIDATE, password: 'Demo@2025pass', rememberMe: true }),
  });
  if (!response.ok) throw new Error(`demo candidate sign-in: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** GET of the API (`path` under /api/v1) with the session's token; the answer. */
async function apiGet(appUrl, token, path) {
  const response = await fetch(`${appUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The ids in the job pages' addresses: an open job the candidate sees, a job of the company with applicants. */
async function findJobIds(appUrl, tokens) {
  const openJob = (await apiGet(appUrl, tokens.candidate, '/job')).items[0]?.id;
  if (!openJob) throw new Error('the demo candidate sees no open job');
  const companyJobs = await apiGet(appUrl, tokens.company, '/applications/hiring-company/jobs?take=100');
  const appliedJob = companyJobs.items.find((job) => job.tabCounts.all > 0)?.id;
  if (!appliedJob) throw new Error(`${DEMO_COMPANY} has no job with applicants`);
  return { openJob, appliedJob };
}

/** The browser's cookies for the platform: the session of `token`, or none (a visitor signed out). */
async function setSession(appUrl, port, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.clearCookies();
    if (token) {
      // The cookies a sign-in leaves, as addSessionCookies in apps/web/e2e/test-data.ts plants them.
      await context.addCookies([
        { name: SESSION_COOKIE, value: token, url: appUrl, httpOnly: true, sameSite: 'Lax' },
        { name: SIGNED_IN_COOKIE, value: '1', url: appUrl, sameSite: 'Lax' },
      ]);
    }
  } finally {
    // Only the connection closes: Lighthouse drives the same Chromium without Playwright attached.
    await browser.close();
  }
}

/**
 * The page's main thread in the run's trace, from its navigation on: the time its tasks took and
 * the CPU they had. Lighthouse multiplies the first by four; on a machine of two cores that others
 * share, a task may have had the CPU for a third of its length (docs/bench-log.md), so the second
 * tells whether a change made the page's own work smaller when the scores move with the machine.
 */
function mainThreadTime(trace, url) {
  const events = trace.traceEvents;
  const navigation = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL === url,
  );
  if (!navigation) return { busy: Number.NaN, cpu: Number.NaN };
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let cpu = 0;
  let end = 0;
  for (const task of tasks) {
    // A task run inside another (a nested loop) is already counted in it.
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    busy += task.dur;
    cpu += task.tdur ?? task.dur;
  }
  return { busy: busy / 1000, cpu: cpu / 1000 };
}

/** Lighthouse could not record the run (it says to run it again, e.g. NO_NAVSTART). */
class RunFailed extends Error {}

async function audit(url, port, target) {
  // Lighthouse's storage reset empties the HTTP cache and keeps cookies, the session among them.
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  const { lhr } = result;
  const as = target.role ? ` signed in as the ${target.role}` : '';
  const asked = new URL(url).pathname;
  // The page answered an error status (another role's page is a 404): running it again cannot help.
  if (lhr.runtimeError?.code === 'ERRORED_DOCUMENT_REQUEST') {
    throw new Error(`${asked}${as}: ${lhr.runtimeError.message}: the page was not measured`);
  }
  if (lhr.runtimeError) throw new RunFailed(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const ended = new URL(lhr.finalDisplayedUrl).pathname;
  if (ended !== asked) throw new Error(`${asked}${as} ended on ${ended}: the page was not measured`);
  const document = (audits['network-requests'].details?.items ?? []).find((item) => item.url === lhr.mainDocumentUrl);
  if (document?.statusCode !== 200) {
    throw new Error(`${asked}${as} answered ${document?.statusCode ?? 'nothing'}: the page was not measured`);
  }
  const summary = Object.fromEntries(
    (audits['resource-summary'].details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  const mainThread = mainThreadTime(result.artifacts.Trace, lhr.mainDocumentUrl);
  return {
    report: result.report,
    trace: result.artifacts.Trace,
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    scriptBytes: summary.script?.transferSize ?? 0,
    styleBytes: summary.stylesheet?.transferSize ?? 0,
    requests: summary.total?.requestCount ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    busy: mainThread.busy,
    cpu: mainThread.cpu,
  };
}

async function auditWithRetries(url, port, target, token) {
  for (let attempt = 1; ; attempt++) {
    try {
      await setSession(new URL(url).origin, port, token);
      return await audit(url, port, target);
    } catch (err) {
      if (!(err instanceof RunFailed) || attempt === 3) throw err;
      console.log(`  ${err.message}: running it again`);
    }
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  for (const needed of [new URL('app.js', API_DIST), new URL('../dist/server/index.js', import.meta.url)]) {
    if (!existsSync(needed))
      throw new Error(`${fileURLToPath(needed)} is missing: run npm run build (npm run bench:web does)`);
  }
  // The pages are in Chinese: without a Chinese font, every glyph is a fallback box and the first
  // layout is not the one a phone does (the browser suite asks the same, e2e/harness.ts).
  if (execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() === '')
    throw new Error('The pages would be measured without a Chinese font: apt-get install -y fonts-noto-cjk');
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const platform = await startPlatform();
  const chrome = await startChromium().catch(async (err) => {
    await platform.stop();
    throw err;
  });
  const rows = [];
  try {
    const tokens = { ...platform.tokens, candidate: await signInCandidate(platform.appUrl) };
    const ids = await findJobIds(platform.appUrl, tokens);
    const over = PLAIN_HTTP ? 'HTTP/1.1 straight from the platform' : 'HTTP/2 through the HTTPS front';
    console.log(`Lighthouse 12 (mobile) against ${platform.pageUrl} (${over}), ${RUNS} run(s) per page`);
    for (const target of PAGES) {
      const path = typeof target.path === 'function' ? target.path(ids) : target.path;
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const { report, trace, ...figures } = await auditWithRetries(
          `${platform.pageUrl}${path}`,
          chrome.port,
          target,
          target.role && tokens[target.role],
        );
        if (REPORTS) {
          const name = join(REPORTS, `${target.name.replace(/\W+/g, '-')}-${run}`);
          writeFileSync(`${name}.json`, report);
          writeFileSync(`${name}.trace.json`, JSON.stringify(trace));
        }
        runs.push(figures);
      }
      const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
      rows.push({ target, path, median: medians, scores: runs.map((r) => r.performance) });
    }
  } finally {
    await chrome.stop().catch((err) => console.error(`Could not remove Chromium's profile: ${err.message}`));
    await platform.stop();
  }
  const nameWidth = Math.max(4, ...rows.map(({ target }) => target.name.length));
  console.log('');
  console.log(
    [
      'page'.padEnd(nameWidth),
      'perf',
      'FCP'.padStart(7),
      'LCP'.padStart(7),
      'TBT'.padStart(7),
      'CLS'.padStart(6),
      'transferred',
      'scripts',
      'styles',
      'requests',
      'main thread',
      'its CPU',
      'perf of each run',
    ].join('  '),
  );
  for (const { target, median: m, scores } of rows) {
    console.log(
      [
        target.name.padEnd(nameWidth),
        String(Math.round(m.performance)).padStart(4),
        seconds(m.fcp).padStart(7),
        seconds(m.lcp).padStart(7),
        `${Math.round(m.tbt)} ms`.padStart(7),
        m.cls.toFixed(3).padStart(6),
        kb(m.bytes).padStart(11),
        kb(m.scriptBytes).padStart(7),
        kb(m.styleBytes).padStart(6),
        String(Math.round(m.requests)).padStart(8),
        `${Math.round(m.busy)} ms`.padStart(11),
        `${Math.round(m.cpu)} ms`.padStart(7),
        scores.join(', '),
      ].join('  '),
    );
  }
  console.log('');
  for (const { target, path } of rows) console.log(`${target.name.padEnd(nameWidth)}  ${path}`);
  console.log(
    `\nChromium's benchmark index on this machine: ${Math.round(median(rows.map((r) => r.median.benchmarkIndex)))}`,
  );
  const missed = rows.filter(({ median: m }) => m.performance < 95 || m.lcp >= 2500 || m.cls >= 0.1);
  for (const { target } of missed) console.log(`Below target (performance 95, LCP 2.5 s, CLS 0.1): ${target.name}`);
}

if (process.argv[2] === 'serve') {
  await serve();
} else {
  await main();
}
