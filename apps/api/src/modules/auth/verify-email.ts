import { EmailTokenPurpose } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Services } from '../../services.js';
import { consumeEmailToken } from './email-tokens.js';

export async function verifyEmail(svc: Services, token: string): Promise<void> {
  await svc.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, svc.clock, token, EmailTokenPurpose.VERIFY_EMAIL);
    if (!userId) throw new AppError(ErrorCode.LINK_INVALID);
    await tx
      .update(users)
      .set({ emailVerifiedAt: svc.clock.now() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    await writeAudit(tx, svc.clock, {
      actorUserId: userId,
      action: 'user.email-verified',
      entityType: 'user',
      entityId: userId,
    });
  });
}
