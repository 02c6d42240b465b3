import { JobStatus } from '@fis/shared/job-enums';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies, jobs, schemeRounds } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import type { Services } from '../../services.js';
import { endJobApplications } from '../applications/end-job-applications.js';
import { notify } from '../notifications/notify.js';

/**
 * Every funded place of the round is taken (docs/decisions/040; SPEC section 1: the period "ends
 * early if all quotas are matched"): in the same transaction, the round is marked ended and each of
 * its open or on-hold jobs closes, its open applications ending as a closed job's do, by the
 * platform (no one's name on the history or the notices), each candidate told the round filled
 * (end-job-applications.ts). `actorUserId`, whose act took the last place, goes to the audit log only. Each company with a job closed is told once, with the
 * round and how many of its jobs closed.
 */
export async function endRoundEarly(
  tx: Executor,
  svc: Services,
  input: { roundId: string; actorUserId: string },
): Promise<void> {
  const now = svc.clock.now();
  const [round] = await tx
    .update(schemeRounds)
    .set({ endedEarlyAt: now, updatedAt: now })
    .where(eq(schemeRounds.id, input.roundId))
    .returning({ nameEn: schemeRounds.nameEn, nameZh: schemeRounds.nameZh, nameCn: schemeRounds.nameCn });
  if (!round) throw new Error(`round ${input.roundId} not found`);
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
    .returning({ id: jobs.id, companyId: jobs.companyId });
  for (const job of closed) {
    await endJobApplications(tx, svc, {
      jobId: job.id,
      ending: 'close',
      actorUserId: null,
      byAdmin: false,
      roundFilled: true,
    });
  }
  await tellCompanies(tx, svc, round, closed);
  await writeAudit(tx, svc.clock, {
    actorUserId: input.actorUserId,
    action: 'round.filled',
    entityType: 'scheme_round',
    entityId: input.roundId,
    details: { jobsClosed: closed.length },
  });
}

/** One notification per company whose jobs the full round closed: the round, and how many closed. */
async function tellCompanies(
  tx: Executor,
  svc: Services,
  round: { nameEn: string; nameZh: string; nameCn: string },
  closed: readonly { companyId: string }[],
): Promise<void> {
  const jobsClosed = new Map<string, number>();
  for (const job of closed) jobsClosed.set(job.companyId, (jobsClosed.get(job.companyId) ?? 0) + 1);
  if (jobsClosed.size === 0) return;
  const owners = await tx
    .select({ id: companies.id, userId: companies.userId })
    .from(companies)
    .where(inArray(companies.id, [...jobsClosed.keys()]));
  for (const owner of owners) {
    await notify(tx, svc, {
      recipientId: owner.userId,
      type: 'ROUND_FILLED_JOBS_CLOSED',
      senderId: null,
      params: {
        roundNameEn: round.nameEn,
        roundNameZh: round.nameZh,
        roundNameCn: round.nameCn,
        jobsClosed: jobsClosed.get(owner.id) ?? 0,
      },
    });
  }
}
