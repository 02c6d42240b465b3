// Limits on sign-in, codes, registration and reset: per calling address and per account, so
// neither one address nor a botnet against one account gets unlimited tries.
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { RateLimiter } from '../lib/rate-limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** Counts one try of `action`; throws RATE_LIMITED once the address or account is over its limit. */
    limitAttempts(request: FastifyRequest, action: string, account?: string): Promise<void>;
  }
}

export const rateLimit = fp(async (app: FastifyInstance) => {
  app.decorate('limitAttempts', async (request: FastifyRequest, action: string, account?: string) => {
    const { perAddress, perAccount, windowMs } = app.config.rateLimits;
    const waits = await Promise.all([
      app.rateLimiter.hit(`${action}:ip:${request.ip}`, perAddress, windowMs),
      account ? app.rateLimiter.hit(`${action}:acct:${account.toLowerCase()}`, perAccount, windowMs) : 0,
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw new AppError(ErrorCode.RATE_LIMITED, { retryAfter: wait });
  });
});
