import type { Session, VerifyCodeInput } from '@fis/shared/auth-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { OTP_MAX_WRONG } from '@fis/shared/limits';
import { and, eq, isNull } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { loginCodeFailures, loginCodes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashesEqual, sha256 } from '../../lib/secrets.js';
import { findUserById } from '../users/users-repository.js';
import { assertAccountActive } from './check-account-active.js';
import { assertNotLocked, codeLimitOf } from './code-lockout.js';
import { createSession } from './create-session.js';

/** Step two: the emailed code for this attempt. Single use; wrong codes count towards the lockout. */
export async function verifySignInCode(ctx: UseCaseContext, input: VerifyCodeInput): Promise<Session> {
  const [attempt] = await ctx.db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.id, input.attemptId), isNull(loginCodes.consumedAt)));
  if (!attempt) throw new AppError(ErrorCode.OTP_EXPIRED, { field: 'code' });
  await assertNotLocked(ctx.db, ctx.clock, attempt.userId);

  const now = ctx.clock.now();
  if (attempt.expiresAt <= now) throw new AppError(ErrorCode.OTP_EXPIRED, { field: 'code' });

  if (!hashesEqual(attempt.codeHash, sha256(`${attempt.id}:${input.code}`))) {
    await ctx.db.insert(loginCodeFailures).values({ userId: attempt.userId, createdAt: now });
    const limit = await codeLimitOf(ctx.db, ctx.clock, attempt.userId);
    if (limit.wrongAttempts > OTP_MAX_WRONG) {
      // The code in hand dies with the lockout: a new one is needed once the wait is over.
      await ctx.db.update(loginCodes).set({ expiresAt: now }).where(eq(loginCodes.id, attempt.id));
      throw new AppError(ErrorCode.OTP_LOCKED, { retryAfter: limit.retryAfter });
    }
    throw new AppError(ErrorCode.OTP_INCORRECT, { field: 'code' });
  }

  // Single use even under concurrent requests: only one update can flip consumed_at.
  const [consumed] = await ctx.db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(and(eq(loginCodes.id, attempt.id), isNull(loginCodes.consumedAt)))
    .returning({ id: loginCodes.id });
  if (!consumed) throw new AppError(ErrorCode.OTP_EXPIRED, { field: 'code' });

  const user = await findUserById(ctx.db, attempt.userId);
  if (!user) throw new AppError(ErrorCode.OTP_EXPIRED, { field: 'code' });
  await assertAccountActive(ctx.db, user);
  return createSession(ctx, user, attempt.rememberMe);
}
