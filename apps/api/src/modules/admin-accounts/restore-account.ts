import type { AccountSummary } from '@fis/shared/admin-account-schemas';
import { UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayManageAccounts, managedAccounts } from '../../policies/admin-accounts.js';
import { readAccount } from './get-account.js';

/** Lifts a suspension: the account signs in again as before. A deleted account stays deleted. */
export async function restoreAccount(ctx: SignedInContext, input: { userId: string }): Promise<AccountSummary> {
  assertMayManageAccounts(ctx.user);
  const { userId } = input;
  return ctx.db.transaction(async (tx) => {
    const account = await readAccount(tx, userId);
    const [row] = await tx
      .update(users)
      .set({ status: UserStatus.ACTIVE, updatedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), eq(users.status, UserStatus.SUSPENDED), managedAccounts()))
      .returning({ id: users.id });
    if (!row) throw new AppError(ErrorCode.ACCOUNT_STATE_CHANGED);
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'user.restored',
      entityType: 'user',
      entityId: userId,
      ip: ctx.ip,
    });
    return { ...account, status: UserStatus.ACTIVE, suspension: null };
  });
}
