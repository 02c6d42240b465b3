// The API suite's services, checked once before any file runs (vitest.config.ts's globalSetup):
// without this, a missing Redis showed as a 60-second hook time-out and a missing PostgreSQL as
// ECONNREFUSED deep in a test, neither naming the service nor how to start it.
import { Socket } from 'node:net';

export interface RequiredService {
  name: string;
  setting: string;
  url: string;
  start: string;
}

/** The services the API suite uses, at the addresses its settings give (docs/engineering.md, "Services"). */
export function requiredServices(env: NodeJS.ProcessEnv = process.env): RequiredService[] {
  return [
    {
      name: 'PostgreSQL',
      setting: 'TEST_DATABASE_URL',
      url: env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    },
    {
      name: 'Redis',
      setting: 'TEST_REDIS_URL',
      url: env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      start: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
    },
  ];
}

const DEFAULT_PORTS: Record<string, number> = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379 };

/** Resolves once a TCP connection to the service's address opens; rejects with why it did not. */
function connect(url: string, timeoutMs: number): Promise<void> {
  const { protocol, hostname, port } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const fail = (reason: string) => {
      socket.destroy();
      reject(new Error(reason));
    };
    socket.setTimeout(timeoutMs, () => fail(`no answer within ${timeoutMs / 1000} s`));
    socket.once('error', (err: NodeJS.ErrnoException) => fail(err.code ?? err.message));
    socket.connect(Number(port) || (DEFAULT_PORTS[protocol] ?? 0), host, () => {
      socket.destroy();
      resolve();
    });
  });
}

/**
 * Throws one line per service that cannot be reached: which service, at which address, the
 * setting that points at another one, and the command that starts it on this machine.
 */
export async function checkRequiredServices(services = requiredServices(), timeoutMs = 3000): Promise<void> {
  const problems = await Promise.all(
    services.map((service) =>
      connect(service.url, timeoutMs).then(
        () => null,
        (err: Error) =>
          `The API tests need ${service.name} at ${service.url} (${err.message}): start it with \`${service.start}\`, or set ${service.setting} to one that runs.`,
      ),
    ),
  );
  const lines = problems.filter((line) => line !== null);
  if (lines.length > 0) throw new Error(lines.join('\n'));
}

export default async function setup(): Promise<void> {
  try {
    await checkRequiredServices();
  } catch (err) {
    // The lines say everything: Vitest's report of a failed set-up would bury them under a stack
    // trace and a misleading "No test files found".
    console.error((err as Error).message);
    process.exit(1);
  }
}
