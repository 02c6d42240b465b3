// POST /v1/admin/job-approvals/bulk: one decision for many waiting jobs (decision 058), each through
// review-job.ts as one would be (its email to the company, its audit row); a job decided meanwhile
// (CONFLICT) or gone (NOT_FOUND) is reported with the reason.
import type { BulkResult } from '@fis/shared/bulk-schemas';
import type { SignedInContext } from '../../context.js';
import { eachOnItsOwn } from '../../lib/bulk.js';
import { t } from '../../lib/catalogs.js';
import { reviewJob } from './review-job.js';

export async function bulkReviewJobs(
  ctx: SignedInContext,
  input: { jobIds: string[]; decision: 'approve' | 'reject'; reason?: string | undefined },
): Promise<BulkResult> {
  const { decision } = input;
  const reason = decision === 'reject' ? input.reason : undefined;
  const done = await eachOnItsOwn(ctx.lang, input.jobIds, (jobId) => reviewJob(ctx, { jobId, decision, reason }));
  return { ...done, message: t(ctx.lang, `messages:bulk.jobs.${decision}`, { count: done.decided.length }) };
}
