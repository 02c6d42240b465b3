import type { CompanyJob } from '@fis/shared/company-job-schemas';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { JobStatus } from '@fis/shared/job-enums';
import { isDateInPast } from '@fis/shared/job-form-schemas';
import { canChangeJobStatus } from '@fis/shared/job-status-schemas';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { jobs } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { endJobApplications } from '../applications/end-job-applications.js';
import { roundSummaries } from '../rounds/rounds-repository.js';
import { findManagedJob, toCompanyJob } from './company-jobs-repository.js';

/**
 * Opens, holds or closes a job by the table JOB_STATUS_TRANSITIONS; any other move answers 409.
 * Reopening a job whose expiry date has passed is refused too: the date must be moved first.
 * The admin closing one gives a reason, quoted in what the company and the applicants are told.
 */
export async function changeJobStatus(
  ctx: SignedInContext,
  input: { jobId: string; status: JobStatus; reason?: string | undefined },
): Promise<CompanyJob> {
  const { user } = ctx;
  const { jobId, status: to } = input;
  return ctx.db.transaction(async (tx) => {
    const { job, companyName } = await findManagedJob(tx, user, jobId, { forUpdate: true });
    const from = job.status as JobStatus;
    if (!canChangeJobStatus(from, to)) throw new AppError(ErrorCode.CONFLICT);
    if (to === JobStatus.OPEN && isDateInPast(job.expiresOn, hongKongDate(ctx.clock.now()))) {
      throw new AppError(ErrorCode.CONFLICT);
    }
    const [updated] = await tx
      .update(jobs)
      .set({ status: to, updatedAt: ctx.clock.now() })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, from)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.CONFLICT);
    if (to === JobStatus.CLOSED) {
      await endJobApplications(tx, ctx, {
        jobId: job.id,
        ending: 'close',
        actorUserId: user.id,
        byAdmin: user.role === Role.ADMIN,
        reason: input.reason,
      });
    }
    await writeAudit(tx, ctx.clock, {
      actorUserId: user.id,
      action: user.role === Role.ADMIN ? 'job.status_changed_by_admin' : 'job.status_changed',
      entityType: 'job',
      entityId: job.id,
      details: { from, to, ...(input.reason ? { reason: input.reason } : {}) },
    });
    return toCompanyJob(updated, companyName, (await roundSummaries(tx, ctx.clock))(updated.roundId));
  });
}
