// Reading a company's jobs as the company and the admin see them, and finding one job the caller
// may manage (policies/jobs.ts): its own company's (any other answers 404, as if it did not exist)
// or, for the admin, any job that is not deleted.
import type { CompanyJob } from '@fis/shared/company-job-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import type { RoundSummary } from '@fis/shared/round-schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies, jobs } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { managedBy } from '../../policies/jobs.js';

export type JobRow = typeof jobs.$inferSelect;

export const companyNameSql = sql<string>`coalesce(${companies.displayName}, ${companies.nameEn}, ${companies.companyName})`;

/** The same name over a companies row aliased `c`, for queries written in SQL. */
export const aliasedCompanyNameSql = sql.raw('coalesce(c.display_name, c.name_en, c.company_name)');

/** `round`: the job's round as read today (rounds/rounds-repository.ts, roundSummaries). */
export function toCompanyJob(job: JobRow, companyName: string, round: RoundSummary): CompanyJob {
  return {
    id: job.id,
    companyId: job.companyId,
    companyName,
    positionName: job.positionName,
    jobFunction: job.jobFunction as CompanyJob['jobFunction'],
    jobMode: job.jobMode as CompanyJob['jobMode'],
    location: job.location as CompanyJob['location'],
    city: job.city,
    skills: job.skills,
    salary: job.salary === null ? null : Number(job.salary),
    currency: job.currency as CompanyJob['currency'],
    payFrequency: job.payFrequency as CompanyJob['payFrequency'],
    contractType: job.contractType as CompanyJob['contractType'],
    expiresOn: job.expiresOn,
    description: job.description,
    requirements: job.requirements,
    educationLevels: job.educationLevels as CompanyJob['educationLevels'],
    graduationYearFrom: job.graduationYearFrom,
    graduationYearTo: job.graduationYearTo,
    round,
    status: job.status as CompanyJob['status'],
    approvalStatus: job.approvalStatus as CompanyJob['approvalStatus'],
    reviewedAt: job.reviewedAt?.toISOString() ?? null,
    reviewReason: job.reviewReason,
    postedAt: job.postedAt?.toISOString() ?? null,
    viewCount: job.viewCount,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** A job the caller may manage, with its company's name; 404 for anything else. */
export async function findManagedJob(
  db: Executor,
  user: AuthUser,
  jobId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ job: JobRow; companyName: string; companyUserId: string }> {
  const query = db
    .select({ job: jobs, companyName: companyNameSql, companyUserId: companies.userId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt), managedBy(user)));
  const [row] = options.forUpdate ? await query.for('update', { of: jobs }) : await query;
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}
