import type { CompanyJob } from '@fis/shared/company-job-schemas';
import { ApprovalStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { JobStatus } from '@fis/shared/job-enums';
import { companyMayPostJobs, isDateInPast, type JobValues } from '@fis/shared/job-form-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companies, jobDrafts, jobs } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { companyActedOn } from '../../policies/companies.js';
import type { Services } from '../../services.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { notify } from '../notifications/notify.js';
import { roundForJob } from '../rounds/round-for-job.js';
import { roundSummaries } from '../rounds/rounds-repository.js';
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
    educationLevels: input.educationLevels,
    graduationYearFrom: input.graduationYearFrom,
    graduationYearTo: input.graduationYearTo,
  };
}

export function assertExpiryNotPast(svc: Pick<Services, 'clock'>, expiresOn: string): void {
  if (isDateInPast(expiresOn, hongKongDate(svc.clock.now()))) {
    throw new AppError(ErrorCode.DATE_IN_PAST, { field: 'expiresOn' });
  }
}

/**
 * A company posts a job. It is open but waits for the admin's approval before candidates can
 * see it; the company's draft is cleared. The admin posts one for a company named by `companyId`
 * (policies/companies.ts) with a reason: it is approved at once, the company's draft stays, and
 * the company is told (ADMIN_CREATED_JOB, the reason quoted; docs/decisions/023).
 */
export async function createJob(
  ctx: SignedInContext,
  input: JobValues & { companyId?: string | undefined; reason?: string | undefined },
) {
  const { user } = ctx;
  const { where, asAdmin } = companyActedOn(user, input.companyId);
  assertExpiryNotPast(ctx, input.expiresOn);
  return ctx.db.transaction(async (tx): Promise<CompanyJob> => {
    const [company] = await tx.select().from(companies).where(where);
    if (!company) throw new AppError(ErrorCode.NOT_FOUND);
    if (!companyMayPostJobs(company.approvalStatus)) throw new AppError(ErrorCode.FORBIDDEN);
    const now = ctx.clock.now();
    const roundId = await roundForJob(tx, ctx.clock, { requested: input.roundId });
    const [job] = await tx
      .insert(jobs)
      .values({
        ...jobColumns(input),
        roundId,
        companyId: company.id,
        status: JobStatus.OPEN,
        approvalStatus: asAdmin ? ApprovalStatus.APPROVED : ApprovalStatus.PENDING,
        ...(asAdmin ? { reviewedAt: now, reviewedBy: user.id } : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!job) throw new Error('job insert returned no row');
    if (!asAdmin) await tx.delete(jobDrafts).where(eq(jobDrafts.companyId, company.id));
    await pushWaitingChanged(tx, ctx, 'jobs');
    await writeAudit(tx, ctx.clock, {
      actorUserId: user.id,
      action: asAdmin ? 'job.created_by_admin' : 'job.created',
      entityType: 'job',
      entityId: job.id,
      details: asAdmin ? { companyId: company.id, reason: input.reason } : undefined,
    });
    const companyName = company.displayName ?? company.nameEn ?? company.companyName;
    if (asAdmin) {
      await notify(tx, ctx, {
        recipientId: company.userId,
        type: 'ADMIN_CREATED_JOB',
        senderId: user.id,
        params: {
          positionName: job.positionName,
          companyName,
          ...(company.nameZh ? { companyNameZh: company.nameZh } : {}),
          ...(input.reason ? { reason: input.reason } : {}),
        },
        jobId: job.id,
      });
    }
    return toCompanyJob(job, companyName, (await roundSummaries(tx, ctx.clock))(job.roundId));
  });
}
