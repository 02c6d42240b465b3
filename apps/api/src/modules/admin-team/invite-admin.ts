import type { TeamMember } from '@fis/shared/admin-account-schemas';
import { Role } from '@fis/shared/enums';
import type { SignedInContext } from '../../context.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';
import { inviteAccount } from './invite-account.js';
import { readTeam } from './list-admins.js';

/** Invites someone to the admin team (docs/decisions/024): see inviteAccount. */
export async function inviteAdmin(ctx: SignedInContext, input: { email: string }): Promise<TeamMember> {
  assertMayManageAccounts(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const userId = await inviteAccount(tx, ctx, { email: input.email, role: Role.ADMIN });
    const [member] = await readTeam(tx, ctx.clock, ctx.user.id, userId);
    if (!member) throw new Error('invited admin not found');
    return member;
  });
}
