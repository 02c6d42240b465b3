// `npm run bench:web`: Lighthouse (mobile, its default simulated Slow 4G and 4x CPU slowdown) on
// the pages a student opens first: the landing page, sign-in and the candidate's job list.
// Prints each page's performance and accessibility scores, FCP, LCP, TBT, CLS and what it
// transferred (total, scripts, stylesheets, requests). Targets (issue 10): performance >= 95,
// accessibility 100, LCP under 2.5 s.
//
// The platform runs as in production (NODE_ENV=production, the built web app served by the API)
// in a child process, on a temporary PGlite database with the demo data, so that the landing
// page shows its companies and the job list its jobs. The job list is signed in: the bench signs
// the demo candidate in through the API and stores the token as the web app does, then clears the
// browser cache, so that page too is measured on a cold cache.
//
//   npm run bench:web builds first; `node apps/web/bench/page-speed.bench.js` uses the builds there are.
//   BENCH_WEB_RUNS   runs per page (default 3); the run with the median performance score is shown
//   CHROME_PATH      default /usr/bin/chromium
//   BENCH_WEB_REPORTS  a folder to write each run's Lighthouse JSON report to (default: none)
//   BENCH_WEB_PAGES  only these pages, by name, comma-separated (e.g. "job list"; default: all)
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const SELF = fileURLToPath(import.meta.url);
const API_DIST = new URL('../../api/dist/', import.meta.url);
const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS = process.env.BENCH_WEB_REPORTS;
const DEMO_CANDIDATE = 'chan.taiman@student.demo';

const ALL_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'sign-in', path: '/sign-in' },
  { name: 'job list', path: '/candidate/job-list', signedIn: true },
];
const PAGES = process.env.BENCH_WEB_PAGES
  ? ALL_PAGES.filter((page) => process.env.BENCH_WEB_PAGES.split(',').includes(page.name))
  : ALL_PAGES;

// ---- The child: the platform in production mode ----

async function serve() {
  const { buildApp } = await import(new URL('app.js', API_DIST).href);
  const { buildConfig } = await import(new URL('config/config.js', API_DIST).href);
  const { parseEnv } = await import(new URL('config/env.js', API_DIST).href);
  const { seedDemoData } = await import(new URL('seed/demo-data.js', API_DIST).href);
  const dataDir = mkdtempSync(join(tmpdir(), 'fis-bench-web-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: 'http://127.0.0.1',
    // Nothing listens there: the demo data queues no email the bench needs.
    SMTP_URL: 'smtp://127.0.0.1:9',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config: buildConfig(env, WEB_DIST) });
  await seedDemoData(app.services);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send({ appUrl });
  let stopping;
  const stop = () => {
    stopping ??= app.close().then(() => {
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
  const child = fork(SELF, ['serve'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', ({ appUrl }) =>
      resolve({
        appUrl,
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

/** Chromium with the flags of docs/engineering.md, listening for DevTools on a free port. */
function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'fis-bench-chromium-'));
  const chrome = spawn(
    CHROME_PATH,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
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
            new Promise((done) => {
              chrome.once('exit', () => {
                // Chromium's helpers may still be writing to the profile for a moment.
                rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
                done();
              });
              chrome.kill();
            }),
        });
      }
    });
    chrome.once('exit', (code) => reject(new Error(`chromium stopped (${code}): ${output}`)));
  });
}

/** Signs the demo candidate in as the sign-in page would, then empties the HTTP cache. */
async function signInCandidate(appUrl, port) {
  const response = await fetch(`${appUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CANDIDATE, password: 'Demo@2025pass', rememberMe: true }),
  });
  if (!response.ok) throw new Error(`demo candidate sign-in: ${response.status} ${await response.text()}`);
  const session = await response.json();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  // Any page of the origin gives its localStorage; this one does not load the app.
  await page.goto(`${appUrl}/favicon.svg`);
  await page.evaluate(({ token, expiresAt }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('login-time-up', expiresAt);
    localStorage.setItem('user-type', '0');
  }, session);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

/** Lighthouse could not record the run (it says to run it again, e.g. NO_NAVSTART). */
class RunFailed extends Error {}

async function audit(url, port, signedIn) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse's reset would also remove the stored session; signInCandidate emptied the cache.
    disableStorageReset: signedIn,
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new RunFailed(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const summary = Object.fromEntries(
    (audits['resource-summary'].details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  return {
    report: result.report,
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    scriptBytes: summary.script?.transferSize ?? 0,
    styleBytes: summary.stylesheet?.transferSize ?? 0,
    requests: summary.total?.requestCount ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function auditWithRetries(appUrl, port, target) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (target.signedIn) await signInCandidate(appUrl, port);
      return await audit(`${appUrl}${target.path}`, port, target.signedIn);
    } catch (err) {
      if (!(err instanceof RunFailed) || attempt === 3) throw err;
      console.log(`  ${err.message}: running it again`);
    }
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  for (const needed of [new URL('app.js', API_DIST), new URL('../dist/index.html', import.meta.url)]) {
    if (!existsSync(needed))
      throw new Error(`${fileURLToPath(needed)} is missing: run npm run build (npm run bench:web does)`);
  }
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const platform = await startPlatform();
  const chrome = await startChromium().catch(async (err) => {
    await platform.stop();
    throw err;
  });
  const rows = [];
  try {
    console.log(`Lighthouse 12 (mobile) against ${platform.appUrl}, ${RUNS} run(s) per page`);
    for (const target of PAGES) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const { report, ...figures } = await auditWithRetries(platform.appUrl, chrome.port, target);
        if (REPORTS) writeFileSync(join(REPORTS, `${target.name.replace(/\W+/g, '-')}-${run}.json`), report);
        runs.push(figures);
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (new URL(median.finalUrl).pathname !== target.path) {
        throw new Error(`${target.path} ended on ${median.finalUrl}: the page was not measured`);
      }
      rows.push({ target, median, scores: runs.map((r) => r.performance) });
    }
  } finally {
    await chrome.stop().catch((err) => console.error(`Could not remove Chromium's profile: ${err.message}`));
    await platform.stop();
  }
  console.log('');
  console.log(
    [
      'page'.padEnd(10),
      'perf',
      'a11y',
      'FCP'.padStart(7),
      'LCP'.padStart(7),
      'TBT'.padStart(7),
      'CLS'.padStart(6),
      'transferred',
      'scripts',
      'styles',
      'requests',
      'perf of each run',
    ].join('  '),
  );
  for (const { target, median: m, scores } of rows) {
    console.log(
      [
        target.name.padEnd(10),
        String(m.performance).padStart(4),
        String(m.accessibility).padStart(4),
        seconds(m.fcp).padStart(7),
        seconds(m.lcp).padStart(7),
        `${Math.round(m.tbt)} ms`.padStart(7),
        m.cls.toFixed(3).padStart(6),
        kb(m.bytes).padStart(11),
        kb(m.scriptBytes).padStart(7),
        kb(m.styleBytes).padStart(6),
        String(m.requests).padStart(8),
        scores.join(', '),
      ].join('  '),
    );
  }
  console.log(`\nChromium's benchmark index on this machine: ${Math.round(rows[0].median.benchmarkIndex)}`);
  const missed = rows.filter(({ median: m }) => m.performance < 95 || m.accessibility < 100 || m.lcp >= 2500);
  for (const { target } of missed)
    console.log(`Below target (performance 95, accessibility 100, LCP 2.5 s): ${target.name}`);
}

if (process.argv[2] === 'serve') {
  await serve();
} else {
  await main();
}
