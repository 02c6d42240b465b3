import { JobStatus } from '@fis/shared/enums';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { jobs, schemeRounds } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import type { Services } from '../../services.js';
import { endJobApplications } from '../applications/end-job-applications.js';

/**
 * Every funded place of the round is taken (docs/decisions/040; SPEC section 1: the period "ends
 * early if all quotas are matched"): in the same transaction, the round is marked ended and each of
 * its open or on-hold jobs closes, its open applications ending as a closed job's do, with the
 * candidates told (end-job-applications.ts).
 */
export async function endRoundEarly(
  tx: Executor,
  svc: Services,
  input: { roundId: string; actorUserId: string },
): Promise<void> {
  const now = svc.clock.now();
  await tx.update(schemeRounds).set({ endedEarlyAt: now, updatedAt: now }).where(eq(schemeRounds.id, input.roundId));
  const closed = await tx
    .update(jobs)
    .set({ status: JobStatus.CLOSED, updatedAt: now })
    .where(
      and(
        eq(jobs.roundId, input.roundId),
        inArray(jobs.status, [JobStatus.OPEN, JobStatus.ON_HOLD]),
        isNull(jobs.deletedAt),
      ),
    )
    .returning({ id: jobs.id });
  for (const job of closed) {
    await endJobApplications(tx, svc, {
      jobId: job.id,
      ending: 'close',
      actorUserId: input.actorUserId,
      byAdmin: false,
    });
  }
  await writeAudit(tx, svc.clock, {
    actorUserId: input.actorUserId,
    action: 'round.filled',
    entityType: 'scheme_round',
    entityId: input.roundId,
    details: { jobsClosed: closed.length },
  });
}
