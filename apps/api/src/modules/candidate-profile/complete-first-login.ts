import type { CurrentUser } from '@fis/shared/auth-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { toCurrentUser } from '../auth/create-session.js';

/** The create-profile step is over, finished or skipped: later sign-ins go to the dashboard. */
export async function completeFirstLogin(ctx: SignedInContext): Promise<CurrentUser> {
  const userId = ctx.user.id;
  const [user] = await ctx.db
    .update(users)
    .set({ isFirstLogin: false, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  return toCurrentUser(ctx.db, user, ctx.lang);
}
