import type { Session } from '@fis/shared/auth-schemas';
import { EmailTokenPurpose, type Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongMinute } from '@fis/shared/hong-kong-time';
import { eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { queueEmail } from '../../mail/outbox.js';
import { endSessionsAfterCommit } from '../../realtime/push.js';
import { displayNameOf, findUserById } from '../users/users-repository.js';
import { createSession } from './create-session.js';
import { retireEmailTokens } from './email-tokens.js';

/**
 * Changes the password, ends every other session and returns a new one for this device. The
 * account's address is told, whatever its notification setting: if someone else changed it, the
 * owner learns so and can reset it from the email.
 */
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
    if (row) {
      const language = row.emailLanguage as Language;
      await queueEmail(tx, ctx, {
        to: row.email,
        userId,
        language,
        template: 'passwordChanged',
        params: {
          name: await displayNameOf(tx, row, language),
          changedAt: `${hongKongMinute(ctx.clock.now())} (HKT)`,
          actionUrl: `${ctx.config.publicUrl}/forgot-password`,
        },
      });
    }
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
