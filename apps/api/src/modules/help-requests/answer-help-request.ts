import { HelpRequestStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { HelpRequestDetail } from '@fis/shared/help-request-schemas';
import { hongKongMinuteLabelled } from '@fis/shared/hong-kong-time';
import { isLanguage } from '@fis/shared/i18n';
import { and, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { helpRequests } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { queueEmail } from '../../mail/outbox.js';
import { assertMayHandleHelpRequests } from '../../policies/help-requests.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { topicLabel } from './help-labels.js';
import { findHelpRequest } from './help-requests-repository.js';

/**
 * POST /v1/admin/help-requests/{id}/answer: emails the requester the admin's text as written,
 * inside an email in the language the request was sent in; marks the request answered and keeps
 * the answer, who wrote it and when. Once only: a second answer is 409 HELP_REQUEST_ANSWERED.
 */
export async function answerHelpRequest(
  ctx: UseCaseContext,
  input: { id: string; message: string },
): Promise<HelpRequestDetail> {
  assertMayHandleHelpRequests(ctx.user);
  const admin = ctx.user;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(helpRequests)
      .set({ status: HelpRequestStatus.ANSWERED, answer: input.message, answeredAt: now, answeredBy: admin.id })
      .where(and(eq(helpRequests.id, input.id), eq(helpRequests.status, HelpRequestStatus.OPEN)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: helpRequests.id }).from(helpRequests).where(eq(helpRequests.id, input.id));
      throw new AppError(exists ? ErrorCode.HELP_REQUEST_ANSWERED : ErrorCode.NOT_FOUND);
    }
    const lang = isLanguage(row.language) ? row.language : ctx.lang;
    await queueEmail(tx, ctx, {
      to: row.email,
      ...(row.userId ? { userId: row.userId } : {}),
      language: lang,
      template: 'helpRequestAnswered',
      params: {
        name: row.name,
        topicLabel: topicLabel(lang, row.topic),
        sentAt: hongKongMinuteLabelled(row.createdAt),
        answer: input.message,
        message: row.message,
      },
    });
    await pushWaitingChanged(tx, ctx, 'helpRequests');
    await writeAudit(tx, ctx.clock, {
      actorUserId: admin.id,
      action: 'help_request.answered',
      entityType: 'help_request',
      entityId: row.id,
      details: { language: lang },
      ip: ctx.ip,
    });
  });
  const found = await findHelpRequest(ctx.db, input.id);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  return found.detail;
}
