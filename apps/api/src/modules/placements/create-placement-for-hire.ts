// The accept of an offer makes the placement, in the accept's own transaction (docs/decisions/041):
// the job's round, the job's side (placeSideOf its city), the round's monthly allowance for that
// side as it is now (a later change of the round's allowance does not reach it) and the round's
// internship months. The start date waits for the company; the intern is told so.
import { placeSideOf } from '@fis/shared/place-sides';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { jobs, placements, schemeRounds } from '../../db/schema.js';
import type { Services } from '../../services.js';
import { type ApplicationContext, notificationParams } from '../applications/applications-repository.js';
import { notify } from '../notifications/notify.js';
import { pushPlacementChanged } from './placement-changes.js';

/** Inserts the placement of a hired application; its id. */
export async function insertPlacement(
  tx: Executor,
  input: { applicationId: string; jobId: string; companyId: string; candidateId: string; at: Date },
): Promise<string> {
  const [job] = await tx
    .select({
      city: jobs.city,
      roundId: jobs.roundId,
      months: schemeRounds.internshipMonths,
      allowanceHongKong: schemeRounds.allowanceHongKong,
      allowanceGba: schemeRounds.allowanceGba,
    })
    .from(jobs)
    .innerJoin(schemeRounds, eq(schemeRounds.id, jobs.roundId))
    .where(eq(jobs.id, input.jobId));
  if (!job) throw new Error(`job ${input.jobId} has no round`);
  const side = placeSideOf(job.city);
  const [row] = await tx
    .insert(placements)
    .values({
      applicationId: input.applicationId,
      roundId: job.roundId,
      companyId: input.companyId,
      candidateId: input.candidateId,
      jobId: input.jobId,
      side,
      monthlyAllowance: side === 'HongKong' ? job.allowanceHongKong : job.allowanceGba,
      months: job.months,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning({ id: placements.id });
  if (!row) throw new Error('placement insert returned no row');
  return row.id;
}

/**
 * In the accept's transaction: the hired application's placement, the intern told that the
 * company will propose a start date, and the placements' pages pushed to refetch.
 */
export async function createPlacementForHire(
  tx: Executor,
  svc: Services,
  input: { application: ApplicationContext },
): Promise<void> {
  const ctx = input.application;
  const placementId = await insertPlacement(tx, {
    applicationId: ctx.application.id,
    jobId: ctx.job.id,
    companyId: ctx.job.companyId,
    candidateId: ctx.application.candidateId,
    at: svc.clock.now(),
  });
  await notify(tx, svc, {
    recipientId: ctx.application.candidateId,
    type: 'PLACEMENT_CREATED',
    senderId: null,
    params: { ...notificationParams(ctx), placementId },
    applicationId: ctx.application.id,
    jobId: ctx.job.id,
    placementId,
  });
  await pushPlacementChanged(tx, svc, {
    id: placementId,
    candidateId: ctx.application.candidateId,
    companyUserId: ctx.companyUserId,
  });
}
