// The code step's lockout: more than 3 wrong codes within 24 hours, then no code is accepted
// or sent until 5 minutes after the last wrong one.
import type { CodeLimit } from '@fis/shared/auth-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { OTP_LOCK_MS, OTP_MAX_WRONG, OTP_WRONG_WINDOW_MS } from '@fis/shared/limits';
import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { loginCodeFailures } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';

export async function codeLimitOf(db: Executor, clock: Clock, userId: string): Promise<CodeLimit> {
  const now = clock.now().getTime();
  const [row] = await db
    .select({ wrong: count(), last: max(loginCodeFailures.createdAt) })
    .from(loginCodeFailures)
    .where(
      and(eq(loginCodeFailures.userId, userId), gt(loginCodeFailures.createdAt, new Date(now - OTP_WRONG_WINDOW_MS))),
    );
  const wrong = row?.wrong ?? 0;
  const last = row?.last ? new Date(row.last).getTime() : 0;
  const until = last + OTP_LOCK_MS;
  const locked = wrong > OTP_MAX_WRONG && until > now;
  return { locked, retryAfter: locked ? Math.ceil((until - now) / 1000) : 0, wrongAttempts: wrong };
}

export async function assertNotLocked(db: Executor, clock: Clock, userId: string): Promise<void> {
  const limit = await codeLimitOf(db, clock, userId);
  if (limit.locked) throw new AppError(ErrorCode.OTP_LOCKED, { retryAfter: limit.retryAfter });
}
