import { EmailTokenPurpose, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';
import { endSessionsAfterCommit } from '../../realtime/push.js';
import { retireEmailTokens } from '../auth/email-tokens.js';

/**
 * DELETE /v1/admin/institution-coordinators/{id}: the office removes a coordinator or cancels an
 * invitation. The account is marked deleted, its sessions end at once and its link stops working.
 */
export async function removeCoordinator(ctx: SignedInContext, input: { userId: string }): Promise<void> {
  assertMayManageAccounts(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ status: users.status, institution: users.institution })
      .from(users)
      .where(
        and(
          eq(users.id, input.userId),
          eq(users.role, Role.INSTITUTION),
          inArray(users.status, [UserStatus.ACTIVE, UserStatus.INVITED]),
        ),
      )
      .for('update');
    if (!target) throw new AppError(ErrorCode.NOT_FOUND);
    await tx
      .update(users)
      .set({ status: UserStatus.DELETED, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: ctx.clock.now() })
      .where(eq(users.id, input.userId));
    await retireEmailTokens(tx, ctx.clock, input.userId, EmailTokenPurpose.ADMIN_INVITE);
    endSessionsAfterCommit(tx, ctx, input.userId);
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: target.status === UserStatus.INVITED ? 'coordinator.invitation-cancelled' : 'coordinator.removed',
      entityType: 'user',
      entityId: input.userId,
      details: { institution: target.institution },
      ip: ctx.ip,
    });
  });
}
