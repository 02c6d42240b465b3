import { formatCompanyCode } from '@fis/shared/company-code';
import type { CompanySummary } from '@fis/shared/company-profile-schemas';
import { ApprovalStatus } from '@fis/shared/enums';
import { JobStatus } from '@fis/shared/job-enums';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { jobs, users } from '../../db/schema.js';
import { mediaUrl } from '../media/media-repository.js';
import { ownCompany } from './own-company.js';

/** GET /v1/company: the signed-in company in brief, for the company area's header and dashboard. */
export async function getCompanySummary(ctx: SignedInContext): Promise<CompanySummary> {
  const { db } = ctx;
  const userId = ctx.user.id;
  const company = await ownCompany(db, userId);
  const [[user], [counts]] = await Promise.all([
    db.select({ isFirstLogin: users.isFirstLogin }).from(users).where(eq(users.id, userId)),
    db
      .select({
        total: count(),
        pendingApproval: sql<number>`count(*) filter (where ${jobs.approvalStatus} = ${ApprovalStatus.PENDING})`,
        open: sql<number>`count(*) filter (where ${jobs.status} = ${JobStatus.OPEN} and ${jobs.approvalStatus} = ${ApprovalStatus.APPROVED})`,
      })
      .from(jobs)
      .where(and(eq(jobs.companyId, company.id), isNull(jobs.deletedAt))),
  ]);
  return {
    id: company.id,
    companyCode: formatCompanyCode(company.companyNumber),
    name: company.displayName ?? company.nameEn ?? company.companyName,
    logoUrl: company.logoMediaId ? mediaUrl(company.logoMediaId) : null,
    profileCompleted: user ? !user.isFirstLogin : false,
    jobCounts: {
      total: Number(counts?.total ?? 0),
      pendingApproval: Number(counts?.pendingApproval ?? 0),
      open: Number(counts?.open ?? 0),
    },
  };
}
