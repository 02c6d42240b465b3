import { ErrorCode } from '@fis/shared/error-codes';
import type { OfficePick } from '@fis/shared/office-recommendation-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { selectPicks } from './office-picks-repository.js';

/**
 * GET /v1/admin/recommend/candidates-to-job-by-company-id/{id}: the candidates the office
 * recommends to the company's jobs (live picks), or to one of them with `jobId` (docs/decisions/028).
 * An unknown company, or a job of another company, answers 404.
 */
export async function listCompanyPicks(
  ctx: SignedInContext,
  input: { companyId: string; jobId?: string | undefined },
): Promise<OfficePick[]> {
  const [company] = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`SELECT c.id FROM companies c WHERE c.id = ${input.companyId}`),
  );
  if (!company) throw new AppError(ErrorCode.NOT_FOUND);
  if (input.jobId) {
    const [job] = rowsOf<{ id: string }>(
      await ctx.db.execute(
        sql`SELECT j.id FROM jobs j WHERE j.id = ${input.jobId} AND j.company_id = ${company.id} AND j.deleted_at IS NULL`,
      ),
    );
    if (!job) throw new AppError(ErrorCode.NOT_FOUND, { field: 'jobId' });
  }
  const job = input.jobId ? sql` AND r.job_id = ${input.jobId}` : sql``;
  return selectPicks(ctx.db, sql`j.company_id = ${company.id} AND r.withdrawn_at IS NULL${job}`);
}
