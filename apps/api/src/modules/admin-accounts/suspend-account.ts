import type { AccountSummary } from '@fis/shared/admin-account-schemas';
import { UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayManageAccounts, managedAccounts } from '../../policies/admin-accounts.js';
import { endSessionsAfterCommit } from '../../realtime/push.js';
import { readAccount } from './get-account.js';

/**
 * Suspends an active candidate or company account: every session ends at once (the token version
 * moves on and its sockets close once this commits) and sign-in answers ACCOUNT_SUSPENDED until an
 * admin restores it. Its records stay as they are; the reason is kept in the audit log, which the
 * account's summary reads it from while the suspension lasts.
 */
export async function suspendAccount(
  ctx: SignedInContext,
  input: { userId: string; reason: string },
): Promise<AccountSummary> {
  assertMayManageAccounts(ctx.user);
  const { userId, reason } = input;
  return ctx.db.transaction(async (tx) => {
    const { role } = await readAccount(tx, userId);
    const [row] = await tx
      .update(users)
      .set({ status: UserStatus.SUSPENDED, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), eq(users.status, UserStatus.ACTIVE), managedAccounts()))
      .returning({ id: users.id });
    if (!row) throw new AppError(ErrorCode.ACCOUNT_STATE_CHANGED);
    endSessionsAfterCommit(tx, ctx, userId);
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'user.suspended',
      entityType: 'user',
      entityId: userId,
      details: { reason, role },
      ip: ctx.ip,
    });
    // Read again: the summary now carries the suspension just recorded.
    return readAccount(tx, userId);
  });
}
