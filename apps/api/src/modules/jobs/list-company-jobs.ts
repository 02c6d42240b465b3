import type { CompanyJobPage, companyJobListQuerySchema } from '@fis/shared/company-job-schemas';
import { Role } from '@fis/shared/enums';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedInContext } from '../../context.js';
import { companies, jobs } from '../../db/schema.js';
import { foldedContainsPattern } from '../../db/sql-helpers.js';
import { managedBy } from '../../policies/jobs.js';
import { roundSummaries } from '../rounds/rounds-repository.js';
import { companyNameSql, toCompanyJob } from './company-jobs-repository.js';

type Query = z.output<typeof companyJobListQuerySchema>;

const ORDER: Record<Query['sort'], SQL[]> = {
  // By submission: jobs waiting for approval have no posted date yet.
  latest: [desc(jobs.createdAt), desc(jobs.id)],
  oldest: [asc(jobs.createdAt), asc(jobs.id)],
  most_viewed: [desc(jobs.viewCount), desc(jobs.createdAt), desc(jobs.id)],
};

/**
 * GET /v1/job/company-jobs: a company's own jobs (the admin: all, or one company's). A keyword finds
 * positions in either Chinese script, as the public search does (decision 012).
 */
export async function listCompanyJobs(ctx: SignedInContext, query: Query): Promise<CompanyJobPage> {
  const { db, user } = ctx;
  const where = and(
    isNull(jobs.deletedAt),
    managedBy(user),
    query.status === undefined ? undefined : eq(jobs.status, query.status),
    query.approvalStatus === undefined ? undefined : eq(jobs.approvalStatus, query.approvalStatus),
    user.role === Role.ADMIN && query.companyId ? eq(jobs.companyId, query.companyId) : undefined,
    query.keyword ? sql`${jobs.positionSearch} LIKE ${foldedContainsPattern(query.keyword)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ job: jobs, companyName: companyNameSql })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  const roundOf = await roundSummaries(db, ctx.clock);
  return {
    items: rows.map(({ job, companyName }) => {
      const full = toCompanyJob(job, companyName, roundOf(job.roundId));
      return {
        id: full.id,
        companyId: full.companyId,
        companyName: full.companyName,
        positionName: full.positionName,
        jobFunction: full.jobFunction,
        jobMode: full.jobMode,
        location: full.location,
        city: full.city,
        status: full.status,
        approvalStatus: full.approvalStatus,
        reviewReason: full.reviewReason,
        postedAt: full.postedAt,
        expiresOn: full.expiresOn,
        viewCount: full.viewCount,
        createdAt: full.createdAt,
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    take: query.take,
  };
}
