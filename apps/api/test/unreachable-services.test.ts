// A start with a DATABASE_URL or REDIS_URL that cannot be reached stops within its time limit, with
// one line naming the setting and the reason, and a non-zero exit (docs/decisions/031): it used to
// wait for Redis for ever, and end on PostgreSQL with a stack trace that named no setting. Two
// kinds of unreachable: a closed port (refused at once) and a port that accepts connections and
// never answers (a firewall dropping packets, a wrong host), where only the time limit ends the wait.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSource } from './source-process.js';

/** The server's source run as `npm start` runs its build; the output and the exit code. */
async function start(env: Record<string, string>) {
  const { child, output, exited } = runSource('src/server.ts', [], {
    NODE_ENV: 'test',
    PORT: '0',
    SEED_DEMO_DATA: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'fis-unreachable-')),
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    ...env,
  });
  // Ended if it is still waiting after four minutes: the wait without end this replaces. The limits
  // are 5 s; the rest is for tsx compiling the source, which beside the browser suite and the other
  // run of the API suite has taken over a minute for four processes starting at once.
  const killer = setTimeout(() => child.kill('SIGKILL'), 240_000);
  const code = await exited;
  clearTimeout(killer);
  return { code, output: output().trim() };
}

let closedPort: number;
let silent: Server;
let silentPort: number;
const held = new Set<Socket>();

beforeAll(async () => {
  // A port that was just free and is closed again: connections to it are refused.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  silent = createServer((socket) => {
    held.add(socket);
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => silent?.close(() => resolve()));
});

const cases = [
  ['DATABASE_URL', 'refused', () => `postgres://postgres@127.0.0.1:${closedPort}/fis`],
  ['DATABASE_URL', 'silent', () => `postgres://postgres@127.0.0.1:${silentPort}/fis`],
  ['REDIS_URL', 'refused', () => `redis://127.0.0.1:${closedPort}`],
  ['REDIS_URL', 'silent', () => `redis://127.0.0.1:${silentPort}`],
] as const;

// Side by side: most of each case is waiting, for tsx to start the source or for the time limit.
describe.concurrent('a service that cannot be reached at start', () => {
  for (const [setting, how, url] of cases) {
    it(`${setting}, ${how}: stops with one line naming the setting, within the time limit`, async () => {
      const { code, output } = await start({ [setting]: url() });
      // Not killed (null) for waiting: it ended by itself, and said it failed.
      expect(code).not.toBeNull();
      expect(code).not.toBe(0);
      const lines = output.split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^${setting}: .* at 127\\.0\\.0\\.1:\\d+ cannot be reached \\(.+\\)`));
      expect(output).not.toMatch(/\n\s+at /);
    }, 300_000);
  }
});
