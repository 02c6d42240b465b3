// A candidate saves a job it can see; saving it again changes nothing.
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { visibleJobs } from '../../policies/jobs.js';

export async function saveJob(ctx: SignedInContext, input: { jobId: string }): Promise<void> {
  const candidateId = ctx.user.id;
  const { jobId } = input;
  const now = ctx.clock.now();
  const result = await ctx.db.execute(sql`
    INSERT INTO job_bookmarks (user_id, job_id, created_at)
    SELECT ${candidateId}::uuid, j.id, ${now}::timestamptz
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE j.id = ${jobId} AND ${visibleJobs(hongKongDate(now))}
    ON CONFLICT DO NOTHING
    RETURNING job_id`);
  if (rowsOf(result).length > 0) return;
  // Nothing inserted: already saved (fine), or no such visible job (404).
  const saved = await ctx.db.execute(
    sql`SELECT 1 FROM job_bookmarks WHERE user_id = ${candidateId} AND job_id = ${jobId}`,
  );
  if (rowsOf(saved).length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}
