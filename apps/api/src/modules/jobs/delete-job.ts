import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, isNull } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { jobs } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { endJobApplications } from '../applications/end-job-applications.js';
import { findManagedJob } from './company-jobs-repository.js';

/**
 * Deletes a job softly: it disappears everywhere, and its record stays for applications and audit.
 * The admin deleting one gives a reason, quoted in what the company and the applicants are told.
 */
export async function deleteJob(
  ctx: SignedInContext,
  input: { jobId: string; reason?: string | undefined },
): Promise<void> {
  const { user } = ctx;
  const { jobId } = input;
  await ctx.db.transaction(async (tx) => {
    const { job } = await findManagedJob(tx, user, jobId, { forUpdate: true });
    const now = ctx.clock.now();
    const [deleted] = await tx
      .update(jobs)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(jobs.id, job.id), isNull(jobs.deletedAt)))
      .returning({ id: jobs.id });
    if (!deleted) throw new AppError(ErrorCode.NOT_FOUND);
    await endJobApplications(tx, ctx, {
      jobId: job.id,
      ending: 'delete',
      actorUserId: user.id,
      byAdmin: user.role === Role.ADMIN,
      reason: input.reason,
    });
    await writeAudit(tx, ctx.clock, {
      actorUserId: user.id,
      action: user.role === Role.ADMIN ? 'job.deleted_by_admin' : 'job.deleted',
      entityType: 'job',
      entityId: job.id,
      ...(input.reason ? { details: { reason: input.reason } } : {}),
    });
  });
}
