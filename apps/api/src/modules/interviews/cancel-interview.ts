import { ErrorCode } from '@fis/shared/error-codes';
import type { InterviewListItem } from '@fis/shared/interview-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { interviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readerScript } from '../../lib/chinese-script.js';
import { pushAfterCommit } from '../../realtime/push.js';
import { notificationParams } from '../applications/applications-repository.js';
import { notify } from '../notifications/notify.js';
import { interviewInvite } from './interview-invite.js';
import { assertActive, findCompanyInterview, toInterviewListItem } from './interviews-repository.js';

/**
 * POST /v1/interviews/{id}/cancel: the job's company calls an interview off. The application stays
 * in interviewing (docs/decisions/008): the company then schedules nothing, rejects or offers. The
 * candidate is told, with a METHOD:CANCEL calendar file that removes the event.
 */
export async function cancelInterview(
  ctx: SignedInContext,
  input: { id: string; reason?: string | undefined },
): Promise<InterviewListItem> {
  const { user, lang } = ctx;
  const { id, reason } = input;
  const reader = await readerScript(lang);
  return ctx.db.transaction(async (tx) => {
    const { interview, ctx: target } = await findCompanyInterview(tx, user, id);
    assertActive(interview, target);
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(interviews)
      .set({ cancelledAt: now, cancelReason: reason ?? null, sequence: interview.sequence + 1, updatedAt: now })
      .where(eq(interviews.id, id))
      .returning();
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    pushAfterCommit(tx, ctx, [target.application.candidateId, target.companyUserId], 'interview:changed', {
      applicationId: target.application.id,
      jobId: target.job.id,
    });
    await notify(tx, ctx, {
      recipientId: target.application.candidateId,
      type: 'INTERVIEW_CANCELLED',
      senderId: user.id,
      params: { ...notificationParams(target), interviewAt: updated.startsAt.toISOString() },
      applicationId: target.application.id,
      jobId: target.job.id,
      attachments: await interviewInvite(tx, ctx, target, updated, 'CANCEL', reason),
    });
    return toInterviewListItem(updated, target, reader);
  });
}
