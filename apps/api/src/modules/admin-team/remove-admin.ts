import { EmailTokenPurpose, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';
import { endSessionsAfterCommit } from '../../realtime/push.js';
import { retireEmailTokens, retireEmailTokensIssuedBy } from '../auth/email-tokens.js';

/**
 * Removes a member of the admin team (an admin leaving, themself included) or cancels an
 * invitation: the account is marked deleted, its sessions end at once and the invitations it sent
 * and that are still pending stop working. The last active admin
 * is never removed: the active admins' rows are locked first (FOR UPDATE, in a fixed order), so
 * two admins removing each other at once cannot both succeed; the second sees the first's removal.
 */
export async function removeAdmin(ctx: SignedInContext, input: { userId: string }): Promise<void> {
  assertMayManageAccounts(ctx.user);
  const { userId } = input;
  await ctx.db.transaction(async (tx) => {
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, Role.ADMIN), eq(users.status, UserStatus.ACTIVE)))
      .orderBy(asc(users.id))
      .for('update');
    // The caller was removed by another admin a moment ago: they act no more.
    if (!active.some((admin) => admin.id === ctx.user.id)) throw new AppError(ErrorCode.UNAUTHORIZED);
    const [target] = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.role, Role.ADMIN),
          inArray(users.status, [UserStatus.ACTIVE, UserStatus.INVITED]),
        ),
      );
    if (!target) throw new AppError(ErrorCode.NOT_FOUND);
    if (target.status === UserStatus.ACTIVE && active.length <= 1) throw new AppError(ErrorCode.LAST_ADMIN);
    await tx
      .update(users)
      .set({ status: UserStatus.DELETED, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId));
    await retireEmailTokens(tx, ctx.clock, userId, EmailTokenPurpose.ADMIN_INVITE);
    // The links they sent stop working with their access: a colleague may invite those people again.
    const retiredInvitations = await retireEmailTokensIssuedBy(tx, ctx.clock, userId, EmailTokenPurpose.ADMIN_INVITE);
    endSessionsAfterCommit(tx, ctx, userId);
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: target.status === UserStatus.INVITED ? 'admin.invitation-cancelled' : 'admin.removed',
      entityType: 'user',
      entityId: userId,
      ...(retiredInvitations.length ? { details: { retiredInvitations } } : {}),
      ip: ctx.ip,
    });
  });
}
