import { EmailTokenPurpose, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { consumeEmailToken, issuedEmailTokenUser } from './email-tokens.js';

/**
 * Verifies the email of the link's account. A link opened again (used, or expired after another
 * link verified the account) tells the person the email is already verified, so they sign in
 * rather than read that the link is invalid (issue 10). Only a verification link that was really
 * sent, to an account now verified and not deleted, says so: whoever holds it received that email,
 * so it reveals nothing; any other token is LINK_INVALID, as before.
 */
export async function verifyEmail(
  ctx: UseCaseContext,
  input: { token: string },
): Promise<'verified' | 'alreadyVerified'> {
  const { token } = input;
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, ctx.clock, token, EmailTokenPurpose.VERIFY_EMAIL);
    if (!userId) {
      const holder = await issuedEmailTokenUser(tx, token, EmailTokenPurpose.VERIFY_EMAIL);
      const [verified] = holder
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, holder), isNotNull(users.emailVerifiedAt), ne(users.status, UserStatus.DELETED)))
        : [];
      if (!verified) throw new AppError(ErrorCode.LINK_INVALID);
      return 'alreadyVerified';
    }
    await tx
      .update(users)
      .set({ emailVerifiedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    await writeAudit(tx, ctx.clock, {
      actorUserId: userId,
      action: 'user.email-verified',
      entityType: 'user',
      entityId: userId,
    });
    return 'verified';
  });
}
