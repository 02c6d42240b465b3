// Limits on sign-in, codes, registration and reset: per calling address and per account, so
// neither one address nor a botnet against one account gets unlimited tries. The address is the
// caller's as TRUST_PROXY decides. What counts (docs/decisions/010):
// - limitFailures: guesses (a password, a code, a link) count only when they fail, so honest
//   people signing in, however many behind one campus address, never use up the limit.
// - limitAttempts: every request counts, for actions anyone can aim at any email address
//   (registration, a reset email), where each success sends an email.
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config/config.js';
import { AppError } from '../lib/app-error.js';
import type { RateLimiter } from '../lib/rate-limiter.js';
import { currentUser } from './authenticate.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /**
     * Counts one try of `action`; throws RATE_LIMITED once the address or account is over its limit
     * (config.rateLimits, or `limits` for an action with its own, such as need-help).
     */
    limitAttempts(request: FastifyRequest, action: string, account?: string, limits?: RateLimits): Promise<void>;
    /**
     * Runs `attempt` under the limits of `action`, counting it only if it fails (throws an
     * AppError); RATE_LIMITED without running it once the address or account is over its limit.
     */
    limitFailures<T>(
      request: FastifyRequest,
      action: string,
      account: string | undefined,
      attempt: () => Promise<T>,
    ): Promise<T>;
    /**
     * How many more tries of `action` the address (and the account, when given) may make now, and
     * the seconds until the window ends when none are left; counts nothing (docs/decisions/018).
     */
    /**
     * Counts one `action` of the signed-in caller's account against `limits` (messages, group
     * messages: what one account may cause in a window); throws `code` once it is over.
     */
    limitAccount(
      request: FastifyRequest,
      action: string,
      limits: { perAccount: number; windowMs: number },
      code?: ErrorCode,
    ): Promise<void>;
    remainingAttempts(
      request: FastifyRequest,
      action: string,
      account?: string,
    ): Promise<{ remaining: number; retryAfter: number }>;
  }
}

export const rateLimit = fp(async (app: FastifyInstance) => {
  const keysOf = (request: FastifyRequest, action: string, account?: string) => [
    `${action}:ip:${request.ip}`,
    ...(account ? [`${action}:acct:${account.toLowerCase()}`] : []),
  ];

  async function count(keys: string[], limits: RateLimits = app.config.rateLimits): Promise<void> {
    const { perAddress, perAccount, windowMs } = limits;
    const waits = await Promise.all(
      keys.map((key, i) => app.rateLimiter.hit(key, i === 0 ? perAddress : perAccount, windowMs)),
    );
    const wait = Math.max(...waits);
    if (wait > 0) throw new AppError(ErrorCode.RATE_LIMITED, { retryAfter: wait });
  }

  app.decorate('limitAttempts', (request: FastifyRequest, action: string, account?: string, limits?: RateLimits) =>
    count(keysOf(request, action, account), limits),
  );

  app.decorate(
    'limitAccount',
    async (
      request: FastifyRequest,
      action: string,
      { perAccount, windowMs }: { perAccount: number; windowMs: number },
      code: ErrorCode = ErrorCode.RATE_LIMITED,
    ) => {
      const wait = await app.rateLimiter.hit(`${action}:acct:${currentUser(request).id}`, perAccount, windowMs);
      if (wait > 0) throw new AppError(code, { retryAfter: wait });
    },
  );

  app.decorate('remainingAttempts', async (request: FastifyRequest, action: string, account?: string) => {
    const { perAddress, perAccount } = app.config.rateLimits;
    const windows = await Promise.all(keysOf(request, action, account).map((key) => app.rateLimiter.peek(key)));
    const left = windows.map((w, i) => ({ ...w, left: Math.max(0, (i === 0 ? perAddress : perAccount) - w.count) }));
    const remaining = Math.min(...left.map((w) => w.left));
    const retryAfter = remaining > 0 ? 0 : Math.max(...left.filter((w) => w.left === 0).map((w) => w.resetIn));
    return { remaining, retryAfter };
  });

  app.decorate(
    'limitFailures',
    async <T>(
      request: FastifyRequest,
      action: string,
      account: string | undefined,
      attempt: () => Promise<T>,
    ): Promise<T> => {
      // Counted before it runs and taken back unless it fails: simultaneous tries cannot slip in
      // between a check and the count of earlier failures.
      const keys = keysOf(request, action, account);
      await count(keys);
      let failed = false;
      try {
        return await attempt();
      } catch (err) {
        // An AppError is the caller's failure (wrong password, code or link); anything else is ours.
        failed = err instanceof AppError;
        throw err;
      } finally {
        if (!failed) await Promise.all(keys.map((key) => app.rateLimiter.release(key)));
      }
    },
  );
});
