// Fixed-window counters for sign-in, codes, registration and reset, keyed per address and per
// account. In memory for one instance; in Redis when REDIS_URL is set, so that several API
// instances share the counts (in memory again while Redis is away).
import type { Clock } from './clock.js';
import { connectRedis, type RedisLog, withinReplyLimit } from './redis-connection.js';

export interface RateLimiter {
  /** Counts one hit; returns the seconds to wait when the limit is exceeded, else 0. */
  hit(key: string, limit: number, windowMs: number): Promise<number>;
  /**
   * Takes back one hit of the current window (a try that turned out not to count). Nothing when
   * the window has ended: the hit went with it.
   */
  release(key: string): Promise<void>;
  /** The hits of the current window and the seconds until it ends, without counting one. */
  peek(key: string): Promise<{ count: number; resetIn: number }>;
  close(): Promise<void>;
}

export function memoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const now = clock.now().getTime();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      if (windows.size > 100_000) {
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      return w.count > limit ? Math.ceil((w.resetAt - now) / 1000) : 0;
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > clock.now().getTime() && w.count > 0) w.count -= 1;
    },
    async peek(key) {
      const now = clock.now().getTime();
      const w = windows.get(key);
      if (!w || w.resetAt <= now) return { count: 0, resetIn: 0 };
      return { count: w.count, resetIn: Math.ceil((w.resetAt - now) / 1000) };
    },
    async close() {},
  };
}

// One script per operation rather than MULTI: node-redis gives a MULTI no time limit, so a hit
// waited for as long as Redis was silent (661 s in a test). Counts one hit; the first one starts
// the window (the expiry is set only if the key has none).
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return { count, redis.call('PTTL', KEYS[1]) }`;

// The count and the milliseconds left of a window; -1 for a window that does not exist.
const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return { -1, 0 } end
return { tonumber(count), redis.call('PTTL', KEYS[1]) }`;

const RETRY_REDIS_AFTER_MS = 5_000;

// Decrements a live window only: a key that expired meanwhile is not brought back without its
// expiry (DECR on a missing key would create one at -1 that never expires).
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The counts in Redis, shared by every instance. While Redis is away (not connected, or not
 * answering within the client's limit) each instance counts in its own memory instead, so that
 * sign-in stays quick and limited rather than waiting for Redis or failing (docs/decisions/031):
 * with n instances an account gets at most n times its tries during the outage, and the counts
 * start again from Redis's when it is back. The switch is logged both ways.
 */
export async function redisRateLimiter(url: string, clock: Clock, log: RedisLog): Promise<RateLimiter> {
  const client = await connectRedis(url, 'rate limits', log);
  const local = memoryRateLimiter(clock);
  let inMemory = false;
  // After Redis failed to answer, the next RETRY_REDIS_AFTER_MS go to memory straight away rather
  // than each waiting for the reply limit again.
  let retryRedisAt = 0;
  const toMemory = (err?: unknown) => {
    if (!inMemory) log.error({ err }, "rate limits counted in this instance's memory while Redis is away");
    inMemory = true;
  };
  async function either<T>(shared: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (!client.isReady || Date.now() < retryRedisAt) {
      toMemory();
      return fallback();
    }
    try {
      const result = await withinReplyLimit(shared());
      if (inMemory) {
        inMemory = false;
        log.warn('rate limits counted in Redis again');
      }
      return result;
    } catch (err) {
      retryRedisAt = Date.now() + RETRY_REDIS_AFTER_MS;
      toMemory(err);
      return fallback();
    }
  }
  return {
    hit: (key, limit, windowMs) =>
      either(
        async () => {
          const [count, ttl] = (await client.eval(HIT_SCRIPT, {
            keys: [`rl:${key}`],
            arguments: [String(windowMs)],
          })) as [number, number];
          return count > limit ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
        },
        () => local.hit(key, limit, windowMs),
      ),
    release: (key) =>
      either(
        async () => {
          await client.eval(RELEASE_SCRIPT, { keys: [`rl:${key}`] });
        },
        () => local.release(key),
      ),
    peek: (key) =>
      either(
        async () => {
          const [count, ttl] = (await client.eval(PEEK_SCRIPT, { keys: [`rl:${key}`] })) as [number, number];
          return count < 0 ? { count: 0, resetIn: 0 } : { count, resetIn: Math.max(0, Math.ceil(ttl / 1000)) };
        },
        () => local.peek(key),
      ),
    async close() {
      // quit() while Redis is away would wait for it: what is left unsent can go.
      if (client.isReady) await client.quit();
      else if (client.isOpen) client.destroy();
    },
  };
}
