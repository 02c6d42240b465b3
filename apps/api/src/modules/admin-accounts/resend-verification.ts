import type { AccountSummary } from '@fis/shared/admin-account-schemas';
import { EmailTokenPurpose, type Language, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { queueEmail } from '../../mail/outbox.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';
import { createEmailToken, emailTokenLink, latestEmailToken } from '../auth/email-tokens.js';
import { findUserById } from '../users/users-repository.js';
import { readAccount } from './get-account.js';

/**
 * Emails a new verification link to a candidate who has not verified yet (a lost or expired
 * first email), in their email language, going on to the page the first link did. Earlier links
 * stay valid until they expire: whichever is opened first verifies. A verified, deleted or company
 * account answers 409 or 404.
 */
export async function resendVerification(ctx: SignedInContext, input: { userId: string }): Promise<AccountSummary> {
  assertMayManageAccounts(ctx.user);
  const { userId } = input;
  return ctx.db.transaction(async (tx) => {
    const account = await readAccount(tx, userId);
    if (account.role !== Role.CANDIDATE) throw new AppError(ErrorCode.NOT_FOUND);
    if (account.emailVerified) throw new AppError(ErrorCode.EMAIL_ALREADY_VERIFIED);
    if (account.status !== UserStatus.ACTIVE) throw new AppError(ErrorCode.ACCOUNT_STATE_CHANGED);
    const user = await findUserById(tx, userId);
    if (!user) throw new AppError(ErrorCode.NOT_FOUND);
    // The job the candidate registered to apply for, say.
    const next = (await latestEmailToken(tx, userId, EmailTokenPurpose.VERIFY_EMAIL))?.next ?? undefined;
    const token = await createEmailToken(tx, ctx.clock, userId, EmailTokenPurpose.VERIFY_EMAIL, { next });
    await queueEmail(tx, ctx, {
      to: user.email,
      userId,
      language: user.emailLanguage as Language,
      template: 'verifyEmail',
      params: {
        name: account.name ?? user.email,
        actionUrl: emailTokenLink(ctx.config.publicUrl, '/verify-email', token, next),
      },
    });
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'user.verification-resent',
      entityType: 'user',
      entityId: userId,
      ip: ctx.ip,
    });
    return account;
  });
}
