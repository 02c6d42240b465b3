import type { InterviewValues } from '@fis/shared/application-schemas';
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
import { assertActive, assertStartsAhead, findCompanyInterview, toInterviewListItem } from './interviews-repository.js';

/**
 * PUT /v1/interviews/{id}: the job's company moves an interview (time, length, place, link, note)
 * while the application is in interviewing and the interview is not cancelled. SEQUENCE grows, so
 * the candidate's calendar updates the event; the candidate is told, with the new calendar file.
 */
export async function rescheduleInterview(
  ctx: SignedInContext,
  input: InterviewValues & { id: string },
): Promise<InterviewListItem> {
  const { user, lang } = ctx;
  const { id, ...values } = input;
  const reader = await readerScript(lang);
  return ctx.db.transaction(async (tx) => {
    const { interview, ctx: target } = await findCompanyInterview(tx, user, id);
    assertActive(interview, target);
    assertStartsAhead(ctx, values, 'startsAt');
    const startsAt = new Date(values.startsAt);
    const [updated] = await tx
      .update(interviews)
      .set({
        startsAt,
        durationMinutes: values.durationMinutes,
        place: values.place ?? null,
        videoLink: values.videoLink ?? null,
        note: values.note ?? null,
        sequence: interview.sequence + 1,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(interviews.id, id))
      .returning();
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    pushAfterCommit(tx, ctx, [target.application.candidateId, target.companyUserId], 'interview:changed', {
      applicationId: target.application.id,
      jobId: target.job.id,
    });
    await notify(tx, ctx, {
      recipientId: target.application.candidateId,
      type: 'INTERVIEW_RESCHEDULED',
      senderId: user.id,
      params: { ...notificationParams(target), interviewAt: startsAt.toISOString() },
      applicationId: target.application.id,
      jobId: target.job.id,
      attachments: await interviewInvite(tx, ctx, target, updated, 'REQUEST'),
      interview: updated,
    });
    return toInterviewListItem(updated, target, reader);
  });
}
