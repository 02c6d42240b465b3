// Finding one interview the caller may change, and reading an interview as the lists show it.
import { INTERVIEW_MAX_DAYS_AHEAD, type InterviewValues } from '@fis/shared/application-schemas';
import { Stage } from '@fis/shared/application-stages';
import { ErrorCode } from '@fis/shared/error-codes';
import type { InterviewListItem } from '@fis/shared/interview-schemas';
import { JOB_NAME_TEXTS } from '@fis/shared/original-text';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type EmailAttachment, interviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { inReaderScript, type ReaderScript } from '../../lib/chinese-script.js';
import { assertHiringCompany } from '../../policies/applications.js';
import { pushAfterCommit } from '../../realtime/push.js';
import type { Services } from '../../services.js';
import { type ApplicationContext, findApplicationFor } from '../applications/applications-repository.js';
import { mediaUrl } from '../media/media-repository.js';
import { notify } from '../notifications/notify.js';
import { type InviteContext, interviewInvite } from './interview-invite.js';
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
  assertHiringCompany(user, ctx);
  return { interview, ctx };
}

/** Only an interview that is not cancelled, of an application still in interviewing, may change. */
export function assertActive(interview: InterviewRow, ctx: ApplicationContext): void {
  if (interview.cancelledAt || ctx.application.stage !== Stage.INTERVIEWING) {
    throw new AppError(ErrorCode.INTERVIEW_NOT_ACTIVE);
  }
}

/**
 * An interview is set for later than now, and within INTERVIEW_MAX_DAYS_AHEAD (a typo'd year
 * would otherwise be kept, or past year 9999 refused by the database); `field` names its start
 * in the request that gave it.
 */
export function assertStartsAhead(svc: Pick<Services, 'clock'>, values: InterviewValues, field: string): void {
  const startsAt = new Date(values.startsAt).getTime();
  const now = svc.clock.now().getTime();
  if (startsAt < now) throw new AppError(ErrorCode.INTERVIEW_IN_PAST, { field });
  if (startsAt > now + INTERVIEW_MAX_DAYS_AHEAD * 86_400_000)
    throw new AppError(ErrorCode.INTERVIEW_TOO_FAR, { field });
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

/** The application whose interviews are called off, and who ended its interviewing. */
export interface CalledOff extends InviteContext {
  application: { id: string; candidateId: string };
  job: { id: string; positionName: string };
  candidate: { englishName: string };
  /** The company, the candidate or the admin whose action ended interviewing; null for the platform. */
  senderId: string | null;
}

/**
 * An application leaving interviewing (an offer, a rejection, a withdrawal, the job closed or
 * deleted) calls off its interviews still to come, in the caller's transaction: each is cancelled
 * now with SEQUENCE up, and the candidate is told of each one, whoever caused it (their own
 * withdrawal too): a notification, and an email carrying that interview's METHOD:CANCEL file, so
 * their calendar drops the event. The news of the move itself carries no calendar file.
 */
export async function callOffInterviews(tx: Executor, svc: Services, called: CalledOff): Promise<void> {
  const now = svc.clock.now();
  const calledOff = await tx
    .update(interviews)
    .set({ cancelledAt: now, sequence: sql`${interviews.sequence} + 1`, updatedAt: now })
    .where(
      and(
        eq(interviews.applicationId, called.application.id),
        isNull(interviews.cancelledAt),
        sql`${interviews.startsAt} + ${interviews.durationMinutes} * interval '1 minute' > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (calledOff.length > 0) {
    pushAfterCommit(tx, svc, [called.application.candidateId], 'interview:changed', {
      applicationId: called.application.id,
      jobId: called.job.id,
    });
  }
  for (const interview of calledOff) {
    await notify(tx, svc, {
      recipientId: called.application.candidateId,
      type: 'INTERVIEW_CALLED_OFF',
      senderId: called.senderId,
      params: {
        positionName: called.job.positionName,
        companyName: called.companyName,
        ...(called.companyNameZh ? { companyNameZh: called.companyNameZh } : {}),
        candidateName: called.candidate.englishName,
        interviewAt: interview.startsAt.toISOString(),
      },
      applicationId: called.application.id,
      jobId: called.job.id,
      attachments: await interviewInvite(tx, svc, called, interview, 'CANCEL'),
    });
  }
}

/** An interview as the lists show it, what the company wrote in the reader's Chinese script. */
export function toInterviewListItem(
  interview: InterviewRow,
  ctx: ApplicationContext,
  reader: ReaderScript,
): InterviewListItem {
  const job = {
    id: ctx.job.id,
    positionName: ctx.job.positionName,
    companyName: ctx.companyName,
    companyNameZh: ctx.companyNameZh,
  };
  return {
    ...toInterview(interview, reader),
    stage: ctx.application.stage,
    job: {
      ...inReaderScript(reader, job, JOB_NAME_TEXTS),
      companyLogoUrl: ctx.companyLogoMediaId ? mediaUrl(ctx.companyLogoMediaId) : null,
    },
    candidate: {
      id: ctx.candidate.id,
      englishName: ctx.candidate.englishName,
      chineseName: ctx.candidate.chineseName,
    },
  };
}
