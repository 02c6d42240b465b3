// Finding one interview the caller may change, and reading an interview as the lists show it.
import { Stage } from '@fis/shared/application-stages';
import { ErrorCode } from '@fis/shared/error-codes';
import type { InterviewListItem } from '@fis/shared/interview-schemas';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { interviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { type ApplicationContext, findApplicationFor, partyOf } from '../applications/applications-repository.js';

export type InterviewRow = typeof interviews.$inferSelect;

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

export function toInterviewListItem(interview: InterviewRow, ctx: ApplicationContext): InterviewListItem {
  return {
    id: interview.id,
    applicationId: interview.applicationId,
    startsAt: interview.startsAt.toISOString(),
    durationMinutes: interview.durationMinutes,
    place: interview.place,
    videoLink: interview.videoLink,
    note: interview.note,
    cancelledAt: interview.cancelledAt?.toISOString() ?? null,
    stage: ctx.application.stage,
    job: { id: ctx.job.id, positionName: ctx.job.positionName, companyName: ctx.companyName },
    candidate: {
      id: ctx.candidate.id,
      englishName: ctx.candidate.englishName,
      chineseName: ctx.candidate.chineseName,
    },
  };
}
