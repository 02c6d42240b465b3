import type { InterviewValues } from '@fis/shared/application-schemas';
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
import { assertActive, assertStartsAhead, findCompanyInterview, toInterviewListItem } from './interviews-repository.js';

/**
 * PUT /v1/interviews/{id}: the job's company moves an interview (time, length, place, link, note)
 * while the application is in interviewing and the interview is not cancelled. SEQUENCE grows, so
 * the candidate's calendar updates the event; the candidate is told, with the new calendar file.
 */
export async function rescheduleInterview(
  svc: Services,
  user: AuthUser,
  id: string,
  values: InterviewValues,
  lang: Language,
): Promise<InterviewListItem> {
  const reader = await readerScript(lang);
  return svc.db.transaction(async (tx) => {
    const { interview, ctx } = await findCompanyInterview(tx, user, id);
    assertActive(interview, ctx);
    assertStartsAhead(svc, values, 'startsAt');
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
        updatedAt: svc.clock.now(),
      })
      .where(eq(interviews.id, id))
      .returning();
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    await notify(tx, svc, {
      recipientId: ctx.application.candidateId,
      type: 'INTERVIEW_RESCHEDULED',
      senderId: user.id,
      params: { ...notificationParams(ctx), interviewAt: startsAt.toISOString() },
      applicationId: ctx.application.id,
      jobId: ctx.job.id,
      attachments: await interviewInvite(tx, svc, ctx, updated, 'REQUEST'),
    });
    return toInterviewListItem(updated, ctx, reader);
  });
}
