import { EmailTokenPurpose } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Services } from '../../services.js';
import { consumeEmailToken, retireEmailTokens } from './email-tokens.js';

/** Sets a new password from a reset link and ends every session of the account. */
export async function resetPassword(svc: Services, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await svc.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, svc.clock, token, EmailTokenPurpose.RESET_PASSWORD);
    if (!userId) throw new AppError(ErrorCode.LINK_INVALID);
    await retireEmailTokens(tx, svc.clock, userId, EmailTokenPurpose.RESET_PASSWORD);
    // Following the emailed link also proves the address, so an unverified candidate is verified.
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${svc.clock.now().toISOString()}::timestamptz)`,
        updatedAt: svc.clock.now(),
      })
      .where(eq(users.id, userId));
    await writeAudit(tx, svc.clock, {
      actorUserId: userId,
      action: 'user.password-reset',
      entityType: 'user',
      entityId: userId,
    });
  });
}
