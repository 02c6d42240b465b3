import type { CompanyJob } from '@fis/shared/company-job-schemas';
import { ApprovalStatus, Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { JobStatus } from '@fis/shared/job-enums';
import { isDateInPast, type JobValues } from '@fis/shared/job-form-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { jobs } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { notify } from '../notifications/notify.js';
import { assertJobPlacesStay } from '../places/place-rules.js';
import { roundForJob } from '../rounds/round-for-job.js';
import { roundSummaries } from '../rounds/rounds-repository.js';
import { findManagedJob, type JobRow, toCompanyJob } from './company-jobs-repository.js';
import { assertExpiryNotPast, jobColumns } from './create-job.js';

/** Whether candidates would read something new: any change but the expiry date. */
export function changesContent(job: JobRow, input: JobValues): boolean {
  const before = jobColumns({ ...job, salary: job.salary === null ? null : Number(job.salary) } as JobValues);
  const after = jobColumns(input);
  return (Object.keys(after) as (keyof typeof after)[]).some((key) => {
    if (key === 'expiresOn') return false;
    return JSON.stringify(before[key]) !== JSON.stringify(after[key]);
  });
}

/**
 * Edits a job (docs/decisions/006-jobs.md). A company's edit of the content sends an approved job
 * back to the admin, and a rejected job is resubmitted; moving only the expiry date keeps the
 * approval. A new expiry date reopens an expired job. Closed jobs cannot be edited. The admin's
 * edits keep the approval as it is, and the company is told with the admin's reason (ADMIN_EDITED_JOB).
 */
export async function updateJob(
  ctx: SignedInContext,
  input: JobValues & { jobId: string; reason?: string | undefined },
): Promise<{ job: CompanyJob; awaitingApproval: boolean }> {
  const { user } = ctx;
  const { jobId } = input;
  return ctx.db.transaction(async (tx) => {
    const { job, companyName, companyUserId } = await findManagedJob(tx, user, jobId, { forUpdate: true });
    if (job.status === JobStatus.CLOSED) throw new AppError(ErrorCode.CONFLICT);
    assertExpiryNotPast(ctx, input.expiresOn);
    const roundId = await roundForJob(tx, ctx.clock, { requested: input.roundId, kept: job.roundId });
    await assertJobPlacesStay(tx, job, { roundId, city: input.city });

    let approvalStatus = job.approvalStatus;
    if (user.role !== Role.ADMIN) {
      if (job.approvalStatus === ApprovalStatus.REJECTED) approvalStatus = ApprovalStatus.PENDING;
      if (job.approvalStatus === ApprovalStatus.APPROVED && changesContent(job, input)) {
        approvalStatus = ApprovalStatus.PENDING;
      }
    }
    const today = hongKongDate(ctx.clock.now());
    const status =
      job.status === JobStatus.EXPIRED && !isDateInPast(input.expiresOn, today) ? JobStatus.OPEN : job.status;
    const backToReview = approvalStatus !== job.approvalStatus;
    const [updated] = await tx
      .update(jobs)
      .set({
        ...jobColumns(input),
        roundId,
        status,
        approvalStatus,
        ...(backToReview ? { reviewedAt: null, reviewedBy: null } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(jobs.id, job.id))
      .returning();
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    await pushWaitingChanged(tx, ctx, 'jobs');
    await writeAudit(tx, ctx.clock, {
      actorUserId: user.id,
      action: user.role === Role.ADMIN ? 'job.updated_by_admin' : 'job.updated',
      entityType: 'job',
      entityId: job.id,
      details: {
        ...(backToReview ? { approvalStatus: { from: job.approvalStatus, to: approvalStatus } } : {}),
        ...(status !== job.status ? { status: { from: job.status, to: status } } : {}),
        ...(user.role === Role.ADMIN && input.reason ? { reason: input.reason } : {}),
      },
    });
    if (user.role === Role.ADMIN) {
      await notify(tx, ctx, {
        recipientId: companyUserId,
        type: 'ADMIN_EDITED_JOB',
        senderId: user.id,
        params: {
          positionName: updated.positionName,
          companyName,
          ...(input.reason ? { reason: input.reason } : {}),
        },
        jobId: job.id,
      });
    }
    return {
      job: toCompanyJob(updated, companyName, (await roundSummaries(tx, ctx.clock))(updated.roundId)),
      awaitingApproval: updated.approvalStatus === ApprovalStatus.PENDING,
    };
  });
}
