import type { CompanyJob } from '@fis/shared/company-job-schemas';
import { ApprovalStatus, type Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companies, jobs, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { t } from '../../lib/catalogs.js';
import { queueEmail } from '../../mail/outbox.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { companyNameSql, toCompanyJob } from '../jobs/company-jobs-repository.js';
import { roundSummaries } from '../rounds/rounds-repository.js';

/**
 * Approves or rejects a job waiting for review and emails the company the decision in its email
 * language. Approval makes the job visible to candidates; the first approval sets its posted date.
 */
export async function reviewJob(
  ctx: SignedInContext,
  input: { jobId: string; decision: 'approve' | 'reject'; reason?: string | undefined },
): Promise<CompanyJob> {
  const adminId = ctx.user.id;
  const { jobId, decision, reason } = input;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ companyName: companyNameSql, email: users.email, userId: users.id, language: users.emailLanguage })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(users, eq(users.id, companies.userId))
      .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    const now = ctx.clock.now();
    const approve = decision === 'approve';
    const [job] = await tx
      .update(jobs)
      .set({
        approvalStatus: approve ? ApprovalStatus.APPROVED : ApprovalStatus.REJECTED,
        reviewedAt: now,
        reviewedBy: adminId,
        reviewReason: approve ? null : (reason ?? null),
        // A job sent back for review after an edit keeps the date it was first posted.
        ...(approve ? { postedAt: sql`coalesce(${jobs.postedAt}, ${now.toISOString()}::timestamptz)` } : {}),
        updatedAt: now,
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.approvalStatus, ApprovalStatus.PENDING), isNull(jobs.deletedAt)))
      .returning();
    if (!job) throw new AppError(ErrorCode.CONFLICT);
    const language = row.language as Language;
    await queueEmail(tx, ctx, {
      to: row.email,
      userId: row.userId,
      language,
      template: approve ? 'jobApproved' : 'jobRejected',
      params: {
        name: row.companyName,
        positionName: job.positionName,
        reason: reason ? t(language, 'emails:jobRejected.reason', { reason }) : '',
        actionUrl: `${ctx.config.publicUrl}/company/job/${job.id}`,
      },
    });
    await pushWaitingChanged(tx, ctx, 'jobs');
    await writeAudit(tx, ctx.clock, {
      actorUserId: adminId,
      action: approve ? 'job.approved' : 'job.rejected',
      entityType: 'job',
      entityId: job.id,
      ...(reason ? { details: { reason } } : {}),
    });
    return toCompanyJob(job, row.companyName, (await roundSummaries(tx, ctx.clock))(job.roundId));
  });
}
