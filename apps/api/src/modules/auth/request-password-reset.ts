import { EmailTokenPurpose, type Language, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { RESET_EMAIL_COOLDOWN_MS } from '@fis/shared/limits';
import { and, desc, eq } from 'drizzle-orm';
import { emailTokens } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { queueEmail } from '../../mail/outbox.js';
import type { Services } from '../../services.js';
import { displayNameOf, findUserByEmail } from '../users/users-repository.js';
import { createEmailToken } from './email-tokens.js';

/** Emails a reset link, at most one every 5 minutes; a repeat within that time sends nothing. */
export async function requestPasswordReset(svc: Services, email: string): Promise<void> {
  const user = await findUserByEmail(svc.db, email);
  if (!user || user.status === UserStatus.DELETED)
    throw new AppError(ErrorCode.EMAIL_NOT_REGISTERED, { field: 'email' });
  const now = svc.clock.now();
  await svc.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ createdAt: emailTokens.createdAt })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, EmailTokenPurpose.RESET_PASSWORD)))
      .orderBy(desc(emailTokens.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < RESET_EMAIL_COOLDOWN_MS) return;
    const token = await createEmailToken(tx, svc.clock, user.id, EmailTokenPurpose.RESET_PASSWORD);
    await queueEmail(tx, svc, {
      to: user.email,
      userId: user.id,
      language: user.emailLanguage as Language,
      template: 'resetPassword',
      params: {
        name: await displayNameOf(tx, user),
        actionUrl: `${svc.config.publicUrl}/update-password?token=${token}`,
      },
    });
  });
}
