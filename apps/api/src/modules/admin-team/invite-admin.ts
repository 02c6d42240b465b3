import type { TeamMember } from '@fis/shared/admin-account-schemas';
import { EmailTokenPurpose, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { ADMIN_INVITE_TTL_MS } from '@fis/shared/limits';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken } from '../../lib/secrets.js';
import { queueEmail } from '../../mail/outbox.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';
import { createEmailToken, retireEmailTokens } from '../auth/email-tokens.js';
import { findUserByEmail } from '../users/users-repository.js';
import { readTeam } from './list-admins.js';

/**
 * Invites someone to the admin team: an invited admin account (no password of its own yet, so no
 * sign-in) and an email with a link, valid ADMIN_INVITE_TTL_MS, to set one. Inviting a pending
 * address again sends a new link and retires the old. Any other taken address is EMAIL_TAKEN.
 * The link remembers who sent it: removing that admin retires it (remove-admin.ts).
 * The email is in the inviter's language: the invitee has chosen none yet.
 */
export async function inviteAdmin(ctx: SignedInContext, input: { email: string }): Promise<TeamMember> {
  assertMayManageAccounts(ctx.user);
  const placeholderHash = await hashPassword(randomToken());
  return ctx.db.transaction(async (tx) => {
    // Held until the link is stored: an admin removed meanwhile (remove-admin.ts locks the active
    // admins first) either waits and then retires this link, or has already left and sends none.
    const [inviter] = await tx
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, ctx.user.id))
      .for('share');
    if (inviter?.status !== UserStatus.ACTIVE) throw new AppError(ErrorCode.UNAUTHORIZED);
    const existing = await findUserByEmail(tx, input.email);
    let userId: string;
    if (existing) {
      if (existing.role !== Role.ADMIN || existing.status !== UserStatus.INVITED) {
        throw new AppError(ErrorCode.EMAIL_TAKEN, { field: 'email' });
      }
      userId = existing.id;
      await retireEmailTokens(tx, ctx.clock, userId, EmailTokenPurpose.ADMIN_INVITE);
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          role: Role.ADMIN,
          status: UserStatus.INVITED,
          passwordHash: placeholderHash,
          isFirstLogin: false,
          emailLanguage: ctx.lang,
          createdAt: ctx.clock.now(),
          updatedAt: ctx.clock.now(),
        })
        .returning({ id: users.id });
      if (!created) throw new Error('admin invitation insert returned no row');
      userId = created.id;
    }
    const token = await createEmailToken(
      tx,
      ctx.clock,
      userId,
      EmailTokenPurpose.ADMIN_INVITE,
      ADMIN_INVITE_TTL_MS,
      ctx.user.id,
    );
    await queueEmail(tx, ctx, {
      to: input.email,
      userId,
      language: ctx.lang,
      template: 'adminInvitation',
      params: {
        name: input.email,
        inviterEmail: inviter.email,
        actionUrl: `${ctx.config.publicUrl}/admin-invite?token=${token}`,
      },
    });
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: existing ? 'admin.reinvited' : 'admin.invited',
      entityType: 'user',
      entityId: userId,
      details: { email: input.email },
      ip: ctx.ip,
    });
    const [member] = await readTeam(tx, ctx.clock, ctx.user.id, userId);
    if (!member) throw new Error('invited admin not found');
    return member;
  });
}
