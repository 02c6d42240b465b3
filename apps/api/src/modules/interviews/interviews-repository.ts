// Finding one interview the caller may change, and reading an interview as the lists show it.
import type { InterviewValues } from '@fis/shared/application-schemas';
import { Stage } from '@fis/shared/application-stages';
import { ErrorCode } from '@fis/shared/error-codes';
import type { InterviewListItem } from '@fis/shared/interview-schemas';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type EmailAttachment, interviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import type { Services } from '../../services.js';
import { type ApplicationContext, findApplicationFor, partyOf } from '../applications/applications-repository.js';
import { interviewInvite } from './interview-invite.js';
import { type InterviewRow, toInterview } from './interview-response.js';

/**
 * The interview of `id` and its application, both locked, when the caller is the job's company:
 * anyone else's interview answers 404, as if it did not exist.
 */
export async function findCompanyInterview(
  tx: Executor,
  user: AuthUser,
  id: string,
): Promise<{ interview: InterviewRow; ctx: ApplicationContext }> {
  const [interview] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  if (!interview) throw new AppError(ErrorCode.NOT_FOUND);
  const ctx = await findApplicationFor(tx, user, interview.applicationId, { forUpdate: true });
  if (partyOf(user, ctx) !== 'company') throw new AppError(ErrorCode.NOT_FOUND);
  return { interview, ctx };
}

/** Only an interview that is not cancelled, of an application still in interviewing, may change. */
export function assertActive(interview: InterviewRow, ctx: ApplicationContext): void {
  if (interview.cancelledAt || ctx.application.stage !== Stage.INTERVIEWING) {
    throw new AppError(ErrorCode.INTERVIEW_NOT_ACTIVE);
  }
}

/** An interview is set for later than now; `field` names its start in the request that gave it. */
export function assertStartsAhead(svc: Pick<Services, 'clock'>, values: InterviewValues, field: string): void {
  if (new Date(values.startsAt).getTime() < svc.clock.now().getTime()) {
    throw new AppError(ErrorCode.INTERVIEW_IN_PAST, { field });
  }
}

/**
 * Writes a new interview of the application, and the candidate's calendar file for it: the UID
 * it carries stays the same for every later reschedule or cancellation.
 */
export async function insertInterview(
  tx: Executor,
  svc: Pick<Services, 'clock' | 'config'>,
  ctx: ApplicationContext,
  values: InterviewValues,
): Promise<{ interview: InterviewRow; attachments: EmailAttachment[] }> {
  const now = svc.clock.now();
  const [interview] = await tx
    .insert(interviews)
    .values({
      applicationId: ctx.application.id,
      startsAt: new Date(values.startsAt),
      durationMinutes: values.durationMinutes,
      place: values.place ?? null,
      videoLink: values.videoLink ?? null,
      note: values.note ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!interview) throw new AppError(ErrorCode.NOT_FOUND);
  return { interview, attachments: await interviewInvite(tx, svc, ctx, interview, 'REQUEST') };
}

export function toInterviewListItem(interview: InterviewRow, ctx: ApplicationContext): InterviewListItem {
  return {
    ...toInterview(interview),
    stage: ctx.application.stage,
    job: { id: ctx.job.id, positionName: ctx.job.positionName, companyName: ctx.companyName },
    candidate: {
      id: ctx.candidate.id,
      englishName: ctx.candidate.englishName,
      chineseName: ctx.candidate.chineseName,
    },
  };
}
