// The signed-in account as the apps show it (GET /v1/user), and signing out, which ends every
// session of the account at once (tokens carry the version they were issued with).
import type { CurrentUser } from '@fis/shared/auth-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { toCurrentUser } from '../auth/create-session.js';
import { findUserById, revokeSessions } from './users-repository.js';

export async function getCurrentUser(ctx: SignedInContext): Promise<CurrentUser> {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  return toCurrentUser(ctx.db, user, ctx.lang);
}

export async function signOut(ctx: SignedInContext): Promise<void> {
  await revokeSessions(ctx.db, ctx.user.id);
  ctx.realtime.endSessions(ctx.user.id);
}
