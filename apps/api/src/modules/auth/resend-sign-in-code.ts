import { ErrorCode } from '@fis/shared/error-codes';
import { OTP_ATTEMPT_TTL_MS } from '@fis/shared/limits';
import { and, eq, isNull } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { loginCodes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';
import { findUserById } from '../users/users-repository.js';
import { assertAccountActive } from './check-account-active.js';
import { assertNotLocked, codeLimitOf } from './code-lockout.js';
import { sendLoginCode } from './login-codes.js';

async function openAttempt(svc: Services, attemptId: string) {
  const [attempt] = await svc.db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.id, attemptId), isNull(loginCodes.consumedAt)));
  if (!attempt) throw new AppError(ErrorCode.NOT_FOUND, { field: 'attemptId' });
  if (attempt.createdAt.getTime() + OTP_ATTEMPT_TTL_MS <= svc.clock.now().getTime()) {
    throw new AppError(ErrorCode.SIGN_IN_EXPIRED);
  }
  return attempt;
}

/** A fresh code for the same attempt; refused while the code step is locked or the account inactive. */
export async function resendSignInCode(
  ctx: UseCaseContext,
  input: { attemptId: string },
): Promise<{ expiresAt: string }> {
  const { attemptId } = input;
  const attempt = await openAttempt(ctx, attemptId);
  await assertNotLocked(ctx.db, ctx.clock, attempt.userId);
  const user = await findUserById(ctx.db, attempt.userId);
  if (!user) throw new AppError(ErrorCode.NOT_FOUND, { field: 'attemptId' });
  // Deleted (or no longer approved) since the password step: no more codes to that address.
  await assertAccountActive(ctx.db, user);
  const { expiresAt } = await ctx.db.transaction((tx) =>
    sendLoginCode(tx, ctx, user, { id: attempt.id, rememberMe: attempt.rememberMe }),
  );
  return { expiresAt: expiresAt.toISOString() };
}

export async function checkCodeLimit(ctx: UseCaseContext, input: { attemptId: string }) {
  const { attemptId } = input;
  const attempt = await openAttempt(ctx, attemptId);
  return codeLimitOf(ctx.db, ctx.clock, attempt.userId);
}
