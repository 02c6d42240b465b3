import { type CompanyJob, isDateInPast, type JobValues } from '@fis/shared/company-job-schemas';
import { ApprovalStatus, JobStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { jobDrafts, jobs } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Services } from '../../services.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { ownCompany } from '../companies/own-company.js';
import { toCompanyJob } from './company-jobs-repository.js';

/** The job's own columns, named one by one from the validated form: nothing else is written. */
export function jobColumns(input: JobValues) {
  return {
    positionName: input.positionName,
    jobFunction: input.jobFunction,
    jobMode: input.jobMode,
    location: input.location,
    city: input.city,
    skills: input.skills,
    salary: input.salary,
    currency: input.currency,
    payFrequency: input.payFrequency,
    contractType: input.contractType,
    expiresOn: input.expiresOn,
    description: input.description,
    requirements: input.requirements,
  };
}

export function assertExpiryNotPast(svc: Pick<Services, 'clock'>, expiresOn: string): void {
  if (isDateInPast(expiresOn, hongKongDate(svc.clock.now()))) {
    throw new AppError(ErrorCode.DATE_IN_PAST, { field: 'expiresOn' });
  }
}

/**
 * A company posts a job. It is open but waits for the admin's approval before candidates can
 * see it; the company's draft is cleared.
 */
export async function createJob(ctx: SignedInContext, input: JobValues) {
  const userId = ctx.user.id;
  assertExpiryNotPast(ctx, input.expiresOn);
  return ctx.db.transaction(async (tx): Promise<CompanyJob> => {
    const company = await ownCompany(tx, userId);
    // SPEC section 6: only a company accepted into the scheme may post.
    if (company.approvalStatus !== ApprovalStatus.APPROVED) throw new AppError(ErrorCode.FORBIDDEN);
    const now = ctx.clock.now();
    const [job] = await tx
      .insert(jobs)
      .values({
        ...jobColumns(input),
        companyId: company.id,
        status: JobStatus.OPEN,
        approvalStatus: ApprovalStatus.PENDING,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!job) throw new Error('job insert returned no row');
    await tx.delete(jobDrafts).where(eq(jobDrafts.companyId, company.id));
    await pushWaitingChanged(tx, ctx, 'jobs');
    await writeAudit(tx, ctx.clock, {
      actorUserId: userId,
      action: 'job.created',
      entityType: 'job',
      entityId: job.id,
    });
    return toCompanyJob(job, company.displayName ?? company.nameEn ?? company.companyName);
  });
}
