import type { AdminJobPage } from '@fis/shared/company-job-schemas';
import { companyNameIn } from '@fis/shared/company-name';
import type { ApprovalStatus } from '@fis/shared/enums';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companies, jobs } from '../../db/schema.js';
import { companyNameSql, toCompanyJob } from '../jobs/company-jobs-repository.js';
import { mediaUrl } from '../media/media-repository.js';
import { roundSummaries } from '../rounds/rounds-repository.js';

/**
 * GET /v1/admin/job-approvals: jobs by approval state with everything the admin reviews, the company named
 * in the reader's language and its logo; waiting ones oldest first.
 */
export async function listJobsForReview(
  ctx: SignedInContext,
  input: { status: ApprovalStatus; page: number; take: number },
): Promise<AdminJobPage> {
  const { db } = ctx;
  const { status, page, take } = input;
  const where = and(eq(jobs.approvalStatus, status), isNull(jobs.deletedAt));
  const order = status === 0 ? [asc(jobs.updatedAt), asc(jobs.id)] : [desc(jobs.reviewedAt), desc(jobs.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        job: jobs,
        companyName: companyNameSql,
        companyNameZh: companies.nameZh,
        companyLogoMediaId: companies.logoMediaId,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(...order)
      .limit(take)
      .offset((page - 1) * take),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  const roundOf = await roundSummaries(db, ctx.clock);
  return {
    items: rows.map(({ job, companyName, companyNameZh, companyLogoMediaId }) => ({
      ...toCompanyJob(job, companyNameIn({ name: companyName, nameZh: companyNameZh }, ctx.lang), roundOf(job.roundId)),
      companyLogoUrl: companyLogoMediaId ? mediaUrl(companyLogoMediaId) : null,
    })),
    total: total?.n ?? 0,
    page,
    take,
  };
}
