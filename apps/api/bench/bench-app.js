// The app a bench measures, in a child process of its own (production mode, request logging), so
// that its memory is its own: the bench forks its own file with the argument `serve`, and the
// child answers the parent's messages: { memory } its resident and peak sizes, { resetPeak } the
// same after resetting the peak (/proc/self/clear_refs, where allowed), { stop } closing the app.
// The parent gives the child the session-token secret it signs its own tokens with.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;

function memory() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM'), heapUsed: process.memoryUsage().heapUsed };
}

/** In the child: starts the app on `databaseUrl` (after `beforeBuild`, a bench's own setting) and answers the parent. */
export async function serveBenchApp(databaseUrl, { beforeBuild } = {}) {
  const { buildApp } = await import(dist('app.js'));
  const { buildConfig } = await import(dist('config/config.js'));
  const { parseEnv } = await import(dist('config/env.js'));
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fis-bench-')),
    DATABASE_URL: databaseUrl,
    TOKEN_SECRET: process.env.BENCH_TOKEN_SECRET,
    PUBLIC_URL: 'http://127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  await beforeBuild?.();
  const app = await buildApp({ config: buildConfig(env) });
  process.send({ appUrl: await app.listen({ host: '127.0.0.1', port: 0 }) });
  process.on('message', async (message) => {
    if (message.resetPeak) {
      let reset = true;
      try {
        // "5" resets the peak resident set size (Linux 4.0+).
        writeFileSync('/proc/self/clear_refs', '5');
      } catch {
        reset = false;
      }
      process.send({ reset, ...memory() });
    }
    if (message.memory) process.send(memory());
    if (message.stop) {
      await app.close();
      process.exit(0);
    }
  });
}

/** In the parent: forks `benchFile` with `serve`; the app's address, `ask` (a message and its answer) and `stop`. */
export async function startBenchApp(benchFile, tokenSecret) {
  const child = fork(benchFile, ['serve'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_TOKEN_SECRET: tokenSecret },
  });
  const { appUrl } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return { appUrl, ask, stop: () => child.send({ stop: true }) };
}
