import type { ApplicationDetail, InterviewValues } from '@fis/shared/application-schemas';
import { type ApplicationMove, findMove, type MoveAction, OPEN_STAGES, Stage } from '@fis/shared/application-stages';
import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { NotificationType } from '@fis/shared/notification-schemas';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { applicationEvents, applications } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { allowedMove } from '../../policies/applications.js';
import { assertEligibleFor } from '../../policies/eligibility.js';
import { pushAfterCommit } from '../../realtime/push.js';
import type { Services } from '../../services.js';
import { assertStartsAhead, callOffInterviews, insertInterview } from '../interviews/interviews-repository.js';
import { notify } from '../notifications/notify.js';
import { createPlacementForHire } from '../placements/create-placement-for-hire.js';
import { endRoundEarly } from '../places/end-round-early.js';
import { assertPlaceForOffer, lockRoundOfApplication, takePlace } from '../places/place-rules.js';
import { pushPlacesChanged, usesPlace } from '../places/places-repository.js';
import {
  type ApplicationContext,
  applicationDetail,
  findApplicationFor,
  notificationParams,
} from './applications-repository.js';

export interface MoveRequest {
  stage: Stage;
  interview?: InterviewValues | undefined;
  withdrawOthers?: boolean | undefined;
}

/** What each move made through the API tells the other party (docs/decisions/008). */
const TELLS: Partial<Record<MoveAction, NotificationType>> = {
  screen: 'COMPANY_VIEWED_APPLICATION',
  interview: 'COMPANY_ACCEPTED_APPLICATION',
  offer: 'COMPANY_OFFERED_CANDIDATE',
  reject: 'COMPANY_REJECTED_APPLICATION',
  abort: 'CANDIDATE_DECLINED_APPLICATION',
  acceptOffer: 'CANDIDATE_ACCEPTED_OFFER',
  declineOffer: 'CANDIDATE_REJECTED_OFFER',
};

/** An interview must be given for a move to interviewing, and must not start in the past. */
export function checkInterview(svc: Pick<Services, 'clock'>, request: MoveRequest): void {
  if (request.stage !== Stage.INTERVIEWING) return;
  if (!request.interview) throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'interview' });
  assertStartsAhead(svc, request.interview, 'interview.startsAt');
}

/**
 * Writes one move in the caller's transaction (an offer only to a candidate whose eligibility is
 * not rejected, policies/eligibility.ts, and with a funded place left; an accepted offer takes a
 * place, the round's last ending it: places/place-rules.ts, and becomes a placement:
 * placements/create-placement-for-hire.ts): the stage (guarded by the stage it leaves, so two
 * concurrent moves cannot both win), the history row, the interview and the other party's
 * notification.
 */
export async function writeMove(
  tx: Executor,
  svc: Services & { lang?: Language },
  actorUserId: string,
  ctx: ApplicationContext,
  move: ApplicationMove,
  interview?: InterviewValues,
): Promise<void> {
  await assertEligibleFor(tx, ctx.application.candidateId, move);
  if (move.action === 'offer') {
    await assertPlaceForOffer(tx, { jobId: ctx.job.id, companyId: ctx.job.companyId, lang: svc.lang });
  }
  const place = move.action === 'acceptOffer' ? await takePlace(tx, { jobId: ctx.job.id, lang: svc.lang }) : null;
  const now = svc.clock.now();
  const [moved] = await tx
    .update(applications)
    .set({ stage: move.to, previousStage: move.from, stageChangedAt: now })
    .where(and(eq(applications.id, ctx.application.id), eq(applications.stage, move.from)))
    .returning({ id: applications.id });
  if (!moved) throw new AppError(ErrorCode.STAGE_MOVE_NOT_ALLOWED);
  if (place?.fillsRound) await endRoundEarly(tx, svc, { roundId: place.roundId, actorUserId });
  if (move.action === 'acceptOffer') await createPlacementForHire(tx, svc, { application: ctx });
  if (usesPlace(move)) {
    await pushPlacesChanged(tx, svc, { jobId: ctx.job.id, companyUserIds: [ctx.companyUserId] });
  }
  await tx.insert(applicationEvents).values({
    applicationId: ctx.application.id,
    actorUserId,
    actor: move.actor,
    fromStage: move.from,
    toStage: move.to,
    createdAt: now,
  });
  const written = move.to === Stage.INTERVIEWING && interview ? await insertInterview(tx, svc, ctx, interview) : null;
  pushAfterCommit(tx, svc, [ctx.application.candidateId, ctx.companyUserId], 'application:changed', {
    applicationId: ctx.application.id,
    jobId: ctx.job.id,
  });
  if (move.from === Stage.INTERVIEWING) await callOffInterviews(tx, svc, { ...ctx, senderId: actorUserId });
  const type = TELLS[move.action];
  if (type) {
    await notify(tx, svc, {
      recipientId: move.actor === 'company' ? ctx.application.candidateId : ctx.companyUserId,
      type,
      senderId: actorUserId,
      params: {
        ...notificationParams(ctx),
        ...(written ? { interviewAt: written.interview.startsAt.toISOString() } : {}),
      },
      applicationId: ctx.application.id,
      jobId: ctx.job.id,
      ...(written ? { attachments: written.attachments, interview: written.interview } : {}),
    });
  }
}

/**
 * The candidate's other applications still in the running (0, 1, 3) withdrawn, and their other
 * offers (5) declined, each to 7 and each company told. The stage is read again under the lock:
 * whatever it has become, only the candidate's own move to 7 from there is made.
 */
async function withdrawOtherApplications(tx: Executor, svc: Services, user: AuthUser, keepId: string) {
  const others = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.candidateId, user.id),
        ne(applications.id, keepId),
        inArray(applications.stage, [...OPEN_STAGES]),
      ),
    );
  for (const other of others) {
    const ctx = await findApplicationFor(tx, user, other.id, { forUpdate: true });
    const move = findMove(ctx.application.stage as Stage, Stage.DECLINED);
    if (move?.actor === 'candidate') await writeMove(tx, svc, user.id, ctx, move);
  }
}

/** PUT /v1/applications/{id}: one move by the candidate or the job's company, in one transaction. */
export async function moveApplication(
  ctx: SignedInContext,
  input: MoveRequest & { id: string },
): Promise<{ application: ApplicationDetail; move: ApplicationMove }> {
  const { user, lang } = ctx;
  const { id } = input;
  const move = await ctx.db.transaction(async (tx) => {
    if (input.stage === Stage.HIRED) await lockRoundOfApplication(tx, id);
    const target = await findApplicationFor(tx, user, id, { forUpdate: true });
    const allowed = allowedMove(user, target, input.stage);
    checkInterview(ctx, input);
    await writeMove(tx, ctx, user.id, target, allowed, input.interview);
    if (allowed.action === 'acceptOffer' && input.withdrawOthers) {
      await withdrawOtherApplications(tx, ctx, user, id);
    }
    return allowed;
  });
  const application = await applicationDetail(
    ctx.db,
    user,
    await findApplicationFor(ctx.db, user, id),
    ctx.clock.now(),
    lang,
  );
  return { application, move };
}

/** The words shown after a move: `messages:<key>`. */
export function moveMessageKey(move: ApplicationMove): string {
  switch (move.action) {
    case 'abort':
      return 'messages:applicationWithdrawn';
    case 'acceptOffer':
      return 'messages:offerAccepted';
    case 'declineOffer':
      return 'messages:offerDeclined';
    default:
      return 'messages:applicationMoved';
  }
}
