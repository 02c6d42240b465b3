import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { visibleJobs } from '../../policies/jobs.js';

/**
 * POST /v1/job/recommended/not-interested: the candidate is not interested in a job, so neither the
 * system nor the office recommends it to them again (docs/decisions/027). Saying it again changes
 * nothing; a job the candidate cannot see answers 404.
 */
export async function dismissRecommendation(ctx: SignedInContext, input: { jobId: string }): Promise<void> {
  const now = ctx.clock.now();
  const result = await ctx.db.execute(sql`
    INSERT INTO recommendation_dismissals (candidate_id, job_id, created_at)
    SELECT ${ctx.user.id}::uuid, j.id, ${now}::timestamptz
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE j.id = ${input.jobId} AND ${visibleJobs(hongKongDate(now))}
    ON CONFLICT DO NOTHING
    RETURNING job_id`);
  if (rowsOf(result).length > 0) return;
  const dismissed = await ctx.db.execute(
    sql`SELECT 1 FROM recommendation_dismissals WHERE candidate_id = ${ctx.user.id} AND job_id = ${input.jobId}`,
  );
  if (rowsOf(dismissed).length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}
