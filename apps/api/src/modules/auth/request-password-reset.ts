import { EmailTokenPurpose, type Language, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { RESET_EMAIL_COOLDOWN_MS } from '@fis/shared/limits';
import { and, desc, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { emailTokens } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { queueEmail } from '../../mail/outbox.js';
import { displayNameOf, findUserByEmail } from '../users/users-repository.js';
import { createEmailToken } from './email-tokens.js';

/** Emails a reset link, at most one every 5 minutes; a repeat within that time sends nothing. */
export async function requestPasswordReset(ctx: UseCaseContext, input: { email: string }): Promise<void> {
  const { email } = input;
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === UserStatus.DELETED)
    throw new AppError(ErrorCode.EMAIL_NOT_REGISTERED, { field: 'email' });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ createdAt: emailTokens.createdAt })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, EmailTokenPurpose.RESET_PASSWORD)))
      .orderBy(desc(emailTokens.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < RESET_EMAIL_COOLDOWN_MS) return;
    const token = await createEmailToken(tx, ctx.clock, user.id, EmailTokenPurpose.RESET_PASSWORD);
    await queueEmail(tx, ctx, {
      to: user.email,
      userId: user.id,
      language: user.emailLanguage as Language,
      template: 'resetPassword',
      params: {
        name: await displayNameOf(tx, user, user.emailLanguage as Language),
        actionUrl: `${ctx.config.publicUrl}/update-password?token=${token}`,
      },
    });
  });
}
