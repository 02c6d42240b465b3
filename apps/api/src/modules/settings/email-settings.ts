// The two email settings of an account, written on the users row that notify() and the mail
// outbox read when the next email is queued: a change applies from the next email on.

import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';

/** `userId`: the caller's own account, or the owner of a one-click unsubscribe link. */
export async function updateEmailSettings(
  ctx: UseCaseContext,
  userId: string,
  change: { emailNotification?: boolean; emailLanguage?: Language },
): Promise<{ emailNotification: boolean; emailLanguage: Language }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...change, updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId))
      .returning({ emailNotification: users.emailNotification, emailLanguage: users.emailLanguage });
    if (!row) throw new AppError(ErrorCode.UNAUTHORIZED);
    await writeAudit(tx, ctx.clock, {
      actorUserId: userId,
      action: 'user.email-settings-changed',
      entityType: 'user',
      entityId: userId,
      ip: ctx.ip,
    });
    return { emailNotification: row.emailNotification, emailLanguage: row.emailLanguage as Language };
  });
}
