import type { LoginInput, Session } from '@fis/shared/auth-schemas';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { UseCaseContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords.js';
import { findUserByEmail } from '../users/users-repository.js';
import { assertAccountActive } from './check-account-active.js';
import { createSession } from './create-session.js';

/** Candidate sign-in: email and password. The same answer whether or not the email exists. */
export async function signIn(ctx: UseCaseContext, input: Required<LoginInput>): Promise<Session> {
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !ok || user.role !== Role.CANDIDATE) throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  await assertAccountActive(ctx.db, user);
  return createSession(ctx, user, input.rememberMe);
}
