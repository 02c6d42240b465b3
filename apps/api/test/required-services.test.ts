import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkRequiredServices, requiredServices } from './required-services.js';

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

describe('the API suite’s check of its services', () => {
  it('names the missing service, the setting that points elsewhere and the command that starts it', async () => {
    const port = await closedPort();
    const services = requiredServices({ TEST_REDIS_URL: `redis://127.0.0.1:${port}` }).filter(
      (service) => service.name === 'Redis',
    );
    const error = await checkRequiredServices(services).catch((err: Error) => err);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `The API tests need Redis at redis://127.0.0.1:${port} (ECONNREFUSED): start it with \`redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no\`, or set TEST_REDIS_URL to one that runs.`,
    );
  });

  it('passes when every service answers', async () => {
    const server = createServer((socket) => socket.end()).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        checkRequiredServices(
          requiredServices({
            TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
            TEST_REDIS_URL: `redis://127.0.0.1:${port}`,
          }),
        ),
      ).resolves.toBeUndefined();
    } finally {
      server.close();
    }
  });
});
