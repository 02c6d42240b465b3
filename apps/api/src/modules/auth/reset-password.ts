import { EmailTokenPurpose } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { endSessionsAfterCommit } from '../../realtime/push.js';
import { consumeEmailToken, retireEmailTokens } from './email-tokens.js';
import { queuePasswordChangedEmail } from './password-changed-email.js';

/** Sets a new password from a reset link, ends every session of the account and tells its address. */
export async function resetPassword(ctx: UseCaseContext, input: { token: string; password: string }): Promise<void> {
  const { token, password } = input;
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, ctx.clock, token, EmailTokenPurpose.RESET_PASSWORD);
    if (!userId) throw new AppError(ErrorCode.LINK_INVALID);
    await retireEmailTokens(tx, ctx.clock, userId, EmailTokenPurpose.RESET_PASSWORD);
    endSessionsAfterCommit(tx, ctx, userId);
    // Following the emailed link also proves the address, so an unverified candidate is verified.
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${ctx.clock.now().toISOString()}::timestamptz)`,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (row) await queuePasswordChangedEmail(tx, ctx, row);
    await writeAudit(tx, ctx.clock, {
      actorUserId: userId,
      action: 'user.password-reset',
      entityType: 'user',
      entityId: userId,
    });
  });
}
