import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { InterviewListItem } from '@fis/shared/interview-schemas';
import { eq } from 'drizzle-orm';
import { interviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readerScript } from '../../lib/chinese-script.js';
import type { Services } from '../../services.js';
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
  svc: Services,
  user: AuthUser,
  id: string,
  reason: string | undefined,
  lang: Language,
): Promise<InterviewListItem> {
  const reader = await readerScript(lang);
  return svc.db.transaction(async (tx) => {
    const { interview, ctx } = await findCompanyInterview(tx, user, id);
    assertActive(interview, ctx);
    const now = svc.clock.now();
    const [updated] = await tx
      .update(interviews)
      .set({ cancelledAt: now, cancelReason: reason ?? null, sequence: interview.sequence + 1, updatedAt: now })
      .where(eq(interviews.id, id))
      .returning();
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    await notify(tx, svc, {
      recipientId: ctx.application.candidateId,
      type: 'INTERVIEW_CANCELLED',
      senderId: user.id,
      params: { ...notificationParams(ctx), interviewAt: updated.startsAt.toISOString() },
      applicationId: ctx.application.id,
      jobId: ctx.job.id,
      attachments: await interviewInvite(tx, svc, ctx, updated, 'CANCEL', reason),
    });
    return toInterviewListItem(updated, ctx, reader);
  });
}
