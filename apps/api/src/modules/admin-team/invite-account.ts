import { EmailTokenPurpose, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { CoordinatedInstitution } from '@fis/shared/institution-schemas';
import { ADMIN_INVITE_TTL_MS } from '@fis/shared/limits';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { t } from '../../lib/catalogs.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken } from '../../lib/secrets.js';
import { queueEmail } from '../../mail/outbox.js';
import { createEmailToken, retireEmailTokens } from '../auth/email-tokens.js';
import { findUserByEmail } from '../users/users-repository.js';

/** Who an invitation makes: an admin, or one institution's coordinator (docs/decisions/061). */
export type Invitee =
  | { role: typeof Role.ADMIN; institution?: undefined }
  | { role: typeof Role.INSTITUTION; institution: CoordinatedInstitution };

const INVITATION = {
  [Role.ADMIN]: { template: 'adminInvitation', path: '/admin-invite', action: 'admin' },
  [Role.INSTITUTION]: { template: 'coordinatorInvitation', path: '/institution-invite', action: 'coordinator' },
} as const;

/**
 * Invites someone, in the caller's transaction: an invited account (no password of its own yet, so
 * no sign-in) and an email with a link, valid ADMIN_INVITE_TTL_MS, to set one. Inviting a pending
 * address of the same role again sends a new link, retires the old, and (for a coordinator) takes
 * the institution given now. Any other taken address is EMAIL_TAKEN. The link remembers who sent it:
 * removing that admin retires it (remove-admin.ts). The email is in the inviter's language: the
 * invitee has chosen none yet. Returns the invited account's id.
 */
export async function inviteAccount(
  tx: Executor,
  ctx: SignedInContext,
  input: { email: string } & Invitee,
): Promise<string> {
  const placeholderHash = await hashPassword(randomToken());
  const { template, path, action } = INVITATION[input.role];
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
    if (existing.role !== input.role || existing.status !== UserStatus.INVITED) {
      throw new AppError(ErrorCode.EMAIL_TAKEN, { field: 'email' });
    }
    userId = existing.id;
    await retireEmailTokens(tx, ctx.clock, userId, EmailTokenPurpose.ADMIN_INVITE);
    if (input.institution) {
      await tx.update(users).set({ institution: input.institution }).where(eq(users.id, userId));
    }
  } else {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        role: input.role,
        institution: input.institution ?? null,
        status: UserStatus.INVITED,
        passwordHash: placeholderHash,
        isFirstLogin: false,
        emailLanguage: ctx.lang,
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .returning({ id: users.id });
    if (!created) throw new Error('invitation insert returned no row');
    userId = created.id;
  }
  const token = await createEmailToken(tx, ctx.clock, userId, EmailTokenPurpose.ADMIN_INVITE, {
    ttlMs: ADMIN_INVITE_TTL_MS,
    issuedByUserId: ctx.user.id,
  });
  await queueEmail(tx, ctx, {
    to: input.email,
    userId,
    language: ctx.lang,
    template,
    params: {
      name: input.email,
      inviterEmail: inviter.email,
      ...(input.institution ? { institution: t(ctx.lang, `common:options.institution.${input.institution}`) } : {}),
      actionUrl: `${ctx.config.publicUrl}${path}?token=${token}`,
    },
  });
  await writeAudit(tx, ctx.clock, {
    actorUserId: ctx.user.id,
    action: existing ? `${action}.reinvited` : `${action}.invited`,
    entityType: 'user',
    entityId: userId,
    details: { email: input.email, ...(input.institution ? { institution: input.institution } : {}) },
    ip: ctx.ip,
  });
  return userId;
}
