import type { forgotPasswordSchema } from '@fis/shared/auth-schemas';
import { EmailTokenPurpose, type Language, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { RESET_EMAIL_COOLDOWN_MS } from '@fis/shared/limits';
import type { z } from 'zod';
import type { UseCaseContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { queueEmail } from '../../mail/outbox.js';
import { displayNameOf, findUserByEmail } from '../users/users-repository.js';
import { createEmailToken, emailTokenLink, latestEmailToken } from './email-tokens.js';

/**
 * Emails a reset link, at most one every 5 minutes; a repeat within that time sends nothing. A
 * candidate's link carries on the page they were signing in for (`next`), which another role's drops.
 */
export async function requestPasswordReset(
  ctx: UseCaseContext,
  input: z.output<typeof forgotPasswordSchema>,
): Promise<void> {
  const { email } = input;
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === UserStatus.DELETED)
    throw new AppError(ErrorCode.EMAIL_NOT_REGISTERED, { field: 'email' });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const last = await latestEmailToken(tx, user.id, EmailTokenPurpose.RESET_PASSWORD);
    if (last && now.getTime() - last.createdAt.getTime() < RESET_EMAIL_COOLDOWN_MS) return;
    const token = await createEmailToken(tx, ctx.clock, user.id, EmailTokenPurpose.RESET_PASSWORD);
    await queueEmail(tx, ctx, {
      to: user.email,
      userId: user.id,
      language: user.emailLanguage as Language,
      template: 'resetPassword',
      params: {
        name: await displayNameOf(tx, user, user.emailLanguage as Language),
        actionUrl: emailTokenLink(
          ctx.config.publicUrl,
          '/update-password',
          token,
          user.role === Role.CANDIDATE ? input.next : undefined,
        ),
      },
    });
  });
}
