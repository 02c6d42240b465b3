import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, isNull } from 'drizzle-orm';
import { loginCodes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';
import { findUserById } from '../users/users-repository.js';
import { assertNotLocked, codeLimitOf } from './code-lockout.js';
import { sendLoginCode } from './login-codes.js';

async function openAttempt(svc: Services, attemptId: string) {
  const [attempt] = await svc.db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.id, attemptId), isNull(loginCodes.consumedAt)));
  if (!attempt) throw new AppError(ErrorCode.NOT_FOUND, { field: 'attemptId' });
  return attempt;
}

/** A fresh code for the same attempt; refused while the code step is locked. */
export async function resendSignInCode(svc: Services, attemptId: string): Promise<{ expiresAt: string }> {
  const attempt = await openAttempt(svc, attemptId);
  await assertNotLocked(svc.db, svc.clock, attempt.userId);
  const user = await findUserById(svc.db, attempt.userId);
  if (!user) throw new AppError(ErrorCode.NOT_FOUND, { field: 'attemptId' });
  const { expiresAt } = await svc.db.transaction((tx) =>
    sendLoginCode(tx, svc, user, { id: attempt.id, rememberMe: attempt.rememberMe }),
  );
  return { expiresAt: expiresAt.toISOString() };
}

export async function checkCodeLimit(svc: Services, attemptId: string) {
  const attempt = await openAttempt(svc, attemptId);
  return codeLimitOf(svc.db, svc.clock, attempt.userId);
}
