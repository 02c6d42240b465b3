import type { Session } from '@fis/shared/auth-schemas';
import { EmailTokenPurpose } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { endSessionsAfterCommit } from '../../realtime/push.js';
import { findUserById } from '../users/users-repository.js';
import { createSession } from './create-session.js';
import { retireEmailTokens } from './email-tokens.js';
import { queuePasswordChangedEmail } from './password-changed-email.js';

/** Changes the password, ends every other session, tells the account's address and returns a new session for this device. */
export async function changePassword(
  ctx: SignedInContext,
  input: { oldPassword: string; password: string },
): Promise<Session> {
  const userId = ctx.user.id;
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError(ErrorCode.OLD_PASSWORD_INCORRECT, { field: 'oldPassword' });
  }
  const passwordHash = await hashPassword(input.password);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    await retireEmailTokens(tx, ctx.clock, userId, EmailTokenPurpose.RESET_PASSWORD);
    if (row) await queuePasswordChangedEmail(tx, ctx, row);
    // This device too: its client reconnects with the new session's token.
    endSessionsAfterCommit(tx, ctx, userId);
    await writeAudit(tx, ctx.clock, {
      actorUserId: userId,
      action: 'user.password-changed',
      entityType: 'user',
      entityId: userId,
    });
    return row;
  });
  if (!updated) throw new AppError(ErrorCode.UNAUTHORIZED);
  return createSession(ctx, updated, false);
}
