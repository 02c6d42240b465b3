// The Redis connections (rate limits, the real-time adapter's two), with the time limits and the
// logging every connection of the platform has (docs/decisions/031). node-redis's defaults keep a
// command waiting in its offline queue until Redis is back, and keep retrying a first connection
// for ever: a sign-in waited 661 s for a Redis that came back after ten minutes, and a start with
// an unreachable REDIS_URL never ended. Here a command fails at once while Redis is away, and a
// caller that waits for an answer gives it REPLY_TIMEOUT_MS (withinReplyLimit) before falling back
// (rate-limiter.ts); a first connection gets CONNECT_TIMEOUT_MS, then the start stops naming
// REDIS_URL.
import type { BaseLogger } from 'pino';
import { createClient } from 'redis';
import { unreachableService } from '../config/unreachable-service.js';

export type RedisClient = ReturnType<typeof createClient>;
export type RedisLog = Pick<BaseLogger, 'error' | 'warn'>;

/** Redis answers in well under a millisecond; a second means it is not answering. */
const REPLY_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 5_000;
/** Once connected, a lost connection is retried every 0.1 s, doubling up to every 2 s, for as long as it takes. */
const RECONNECT_MAX_DELAY_MS = 2_000;

/**
 * A connected client; `role` names it in the log ("rate limits", "live updates"). A loss is logged
 * once, at error, and the return at warn, so an outage reads as two lines whatever its length.
 */
export async function connectRedis(url: string, role: string, log: RedisLog): Promise<RedisClient> {
  let connected = false;
  let lost = false;
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: true,
    // node-redis's own command timeout ends only the wait to be sent, not the wait for the answer.
    commandOptions: { timeout: REPLY_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Before the first connection a failure is final, so that connect() rejects and the start
      // says why; after it, Redis is expected back.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS) : cause),
    },
  });
  client.on('error', (err: Error) => {
    if (!connected || lost) return; // the first connection's failure is reported by connect()
    lost = true;
    log.error({ err }, `Redis connection lost (${role}): ${err.message}`);
  });
  client.on('ready', () => {
    connected = true;
    if (!lost) return;
    lost = false;
    log.warn(`Redis back (${role})`);
  });
  // The handshake after the TCP connection (HELLO, the password) has no limit of its own.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
  });
  const connecting = client.connect();
  connecting.catch(() => undefined); // reported below, whichever of the two ends the race
  try {
    await Promise.race([connecting, deadline]);
  } catch (err) {
    client.destroy();
    throw unreachableService('REDIS_URL', url, err);
  } finally {
    clearTimeout(timer);
  }
  return client;
}

/**
 * `command`'s answer, or a rejection after REPLY_TIMEOUT_MS: a Redis behind a network that drops
 * packets keeps the connection open and never answers, and node-redis would wait for as long.
 */
export function withinReplyLimit<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REPLY_TIMEOUT_MS} ms`)), REPLY_TIMEOUT_MS);
  });
  // The command's own failure after the deadline has nobody waiting; the deadline's error was reported.
  command.catch(() => undefined);
  return Promise.race([command, deadline]).finally(() => clearTimeout(timer));
}
