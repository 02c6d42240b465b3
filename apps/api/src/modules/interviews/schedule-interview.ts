import type { InterviewValues } from '@fis/shared/application-schemas';
import { Stage } from '@fis/shared/application-stages';
import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { InterviewListItem } from '@fis/shared/interview-schemas';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readerScript } from '../../lib/chinese-script.js';
import { assertHiringCompany } from '../../policies/applications.js';
import type { Services } from '../../services.js';
import { findApplicationFor, notificationParams } from '../applications/applications-repository.js';
import { notify } from '../notifications/notify.js';
import { assertStartsAhead, insertInterview, toInterviewListItem } from './interviews-repository.js';

/**
 * POST /v1/interviews: the job's company sets another interview for an application already in
 * interviewing (a further round, or a new time after a cancellation), without a stage move
 * (docs/decisions/008). Someone else's application is 404; any other stage is 409. The candidate
 * is told, with the calendar file.
 */
export async function scheduleInterview(
  svc: Services,
  user: AuthUser,
  applicationId: string,
  values: InterviewValues,
  lang: Language,
): Promise<InterviewListItem> {
  const reader = await readerScript(lang);
  return svc.db.transaction(async (tx) => {
    const ctx = await findApplicationFor(tx, user, applicationId, { forUpdate: true });
    assertHiringCompany(user, ctx);
    if (ctx.application.stage !== Stage.INTERVIEWING) throw new AppError(ErrorCode.APPLICATION_NOT_INTERVIEWING);
    assertStartsAhead(svc, values, 'startsAt');
    const { interview, attachments } = await insertInterview(tx, svc, ctx, values);
    await notify(tx, svc, {
      recipientId: ctx.application.candidateId,
      type: 'INTERVIEW_SCHEDULED',
      senderId: user.id,
      params: { ...notificationParams(ctx), interviewAt: interview.startsAt.toISOString() },
      applicationId: ctx.application.id,
      jobId: ctx.job.id,
      attachments,
    });
    return toInterviewListItem(interview, ctx, reader);
  });
}
