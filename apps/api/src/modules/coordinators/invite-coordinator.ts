import { Role } from '@fis/shared/enums';
import type { CoordinatedInstitution, Coordinator } from '@fis/shared/institution-schemas';
import type { SignedInContext } from '../../context.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';
import { inviteAccount } from '../admin-team/invite-account.js';
import { readCoordinators } from './list-coordinators.js';

/**
 * POST /v1/admin/institution-coordinators: the office invites one institution's coordinator
 * (docs/decisions/061), as it invites an admin (admin-team/invite-account.ts).
 */
export async function inviteCoordinator(
  ctx: SignedInContext,
  input: { email: string; institution: CoordinatedInstitution },
): Promise<Coordinator> {
  assertMayManageAccounts(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const userId = await inviteAccount(tx, ctx, { ...input, role: Role.INSTITUTION });
    const [coordinator] = await readCoordinators(tx, ctx.clock, userId);
    if (!coordinator) throw new Error('invited coordinator not found');
    return coordinator;
  });
}
