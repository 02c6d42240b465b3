import type { InterviewValues } from '@fis/shared/application-schemas';
import { Stage } from '@fis/shared/application-stages';
import { ErrorCode } from '@fis/shared/error-codes';
import type { InterviewListItem } from '@fis/shared/interview-schemas';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { readerScript } from '../../lib/chinese-script.js';
import { assertHiringCompany } from '../../policies/applications.js';
import { pushAfterCommit } from '../../realtime/push.js';
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
  ctx: SignedInContext,
  input: InterviewValues & { applicationId: string },
): Promise<InterviewListItem> {
  const { user, lang } = ctx;
  const { applicationId, ...values } = input;
  const reader = await readerScript(lang);
  return ctx.db.transaction(async (tx) => {
    const target = await findApplicationFor(tx, user, applicationId, { forUpdate: true });
    assertHiringCompany(user, target);
    if (target.application.stage !== Stage.INTERVIEWING) throw new AppError(ErrorCode.APPLICATION_NOT_INTERVIEWING);
    assertStartsAhead(ctx, values, 'startsAt');
    const { interview, attachments } = await insertInterview(tx, ctx, target, values);
    pushAfterCommit(tx, ctx, [target.application.candidateId, target.companyUserId], 'interview:changed', {
      applicationId: target.application.id,
      jobId: target.job.id,
    });
    await notify(tx, ctx, {
      recipientId: target.application.candidateId,
      type: 'INTERVIEW_SCHEDULED',
      senderId: user.id,
      params: { ...notificationParams(target), interviewAt: interview.startsAt.toISOString() },
      applicationId: target.application.id,
      jobId: target.job.id,
      attachments,
      interview,
    });
    return toInterviewListItem(interview, target, reader);
  });
}
