import { EmailTokenPurpose, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { consumeEmailToken, retireEmailTokens } from '../auth/email-tokens.js';

/**
 * The invitee sets their own password from the invitation link: the account becomes an active
 * admin or institution coordinator (its email proven by the link), who then signs in with password
 * and code. A used, expired, retired or cancelled invitation is LINK_INVALID. Returns the email.
 */
export async function acceptAdminInvite(
  ctx: UseCaseContext,
  input: { token: string; password: string },
): Promise<{ email: string; role: number }> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, ctx.clock, input.token, EmailTokenPurpose.ADMIN_INVITE);
    if (!userId) throw new AppError(ErrorCode.LINK_INVALID);
    const [admin] = await tx
      .update(users)
      .set({
        passwordHash,
        status: UserStatus.ACTIVE,
        emailVerifiedAt: ctx.clock.now(),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: ctx.clock.now(),
      })
      .where(
        and(
          eq(users.id, userId),
          inArray(users.role, [Role.ADMIN, Role.INSTITUTION]),
          eq(users.status, UserStatus.INVITED),
        ),
      )
      .returning({ email: users.email, role: users.role });
    if (!admin) throw new AppError(ErrorCode.LINK_INVALID);
    await retireEmailTokens(tx, ctx.clock, userId, EmailTokenPurpose.ADMIN_INVITE);
    await writeAudit(tx, ctx.clock, {
      actorUserId: userId,
      action: admin.role === Role.INSTITUTION ? 'coordinator.joined' : 'admin.joined',
      entityType: 'user',
      entityId: userId,
      ip: ctx.ip,
    });
    return { email: admin.email, role: admin.role };
  });
}
