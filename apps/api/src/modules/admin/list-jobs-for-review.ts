import type { AdminJobPage } from '@fis/shared/company-job-schemas';
import { companyNameIn } from '@fis/shared/company-name';
import { ApprovalStatus } from '@fis/shared/enums';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companies, jobs } from '../../db/schema.js';
import { queueWait, queueWaitRule } from '../../lib/queue-wait.js';
import { assignedTo, assigneeOf } from '../assignments/assignments-repository.js';
import { companyNameSql, toCompanyJob } from '../jobs/company-jobs-repository.js';
import { mediaUrl } from '../media/media-repository.js';
import { roundSummaries } from '../rounds/rounds-repository.js';

/**
 * Since when a waiting job waits (decision 051): the company's latest submission of it, that is its
 * creation or its last edit (an edit of a rejected or changed job sends it back; docs/decisions/006),
 * as the audit log records them. Not updated_at: a hold, a reopening, the job's expiry, the round
 * filling up or an admin's edit move it too, and none of them restarts the wait. created_at for a
 * job the log has neither of (put in directly by the demo data).
 */
const SUBMITTED_AT = sql<Date>`coalesce((SELECT max(a.created_at) FROM audit_log a
  WHERE a.entity_type = 'job' AND a.entity_id = ${jobs.id}::text AND a.action IN ('job.created', 'job.updated')),
  ${jobs.createdAt})`.mapWith(jobs.createdAt);

/**
 * GET /v1/admin/job-approvals: jobs by approval state with everything the admin reviews, the company named
 * in the reader's language and its logo; waiting ones oldest submission first, each saying how long
 * it has waited.
 */
export async function listJobsForReview(
  ctx: SignedInContext,
  input: { status: ApprovalStatus; assignee?: string | undefined; page: number; take: number },
): Promise<AdminJobPage> {
  const { db } = ctx;
  const { status, page, take } = input;
  const rule = queueWaitRule(ctx);
  const waiting = status === ApprovalStatus.PENDING;
  const where = and(
    eq(jobs.approvalStatus, status),
    isNull(jobs.deletedAt),
    input.assignee ? assignedTo('job', jobs.id, input.assignee) : undefined,
  );
  const order = waiting ? [asc(SUBMITTED_AT), asc(jobs.id)] : [desc(jobs.reviewedAt), desc(jobs.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        job: jobs,
        companyName: companyNameSql,
        companyNameZh: companies.nameZh,
        companyLogoMediaId: companies.logoMediaId,
        submittedAt: SUBMITTED_AT,
        assignee: assigneeOf('job', jobs.id),
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
    items: rows.map(({ job, companyName, companyNameZh, companyLogoMediaId, submittedAt, assignee }) => ({
      ...toCompanyJob(job, companyNameIn({ name: companyName, nameZh: companyNameZh }, ctx.lang), roundOf(job.roundId)),
      companyLogoUrl: companyLogoMediaId ? mediaUrl(companyLogoMediaId) : null,
      ...queueWait(job.approvalStatus === ApprovalStatus.PENDING ? submittedAt : null, rule),
      assignee,
    })),
    total: total?.n ?? 0,
    page,
    take,
  };
}
