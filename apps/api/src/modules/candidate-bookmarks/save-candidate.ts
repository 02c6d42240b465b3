// A company bookmarks a candidate who applied to one of its jobs (policies/company-candidates.ts);
// bookmarking again changes nothing. Any other id is 404, so the answer never tells whether a
// candidate exists.
import { ErrorCode } from '@fis/shared/error-codes';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { hasApplicant } from '../../policies/company-candidates.js';

export async function saveCandidate(ctx: SignedInContext, input: { candidateId: string }): Promise<void> {
  const companyUserId = ctx.user.id;
  const { candidateId } = input;
  const result = await ctx.db.execute(sql`
    INSERT INTO candidate_bookmarks (company_id, candidate_id, created_at)
    SELECT c.id, ${candidateId}::uuid, ${ctx.clock.now()}::timestamptz
    FROM companies c
    WHERE c.user_id = ${companyUserId}
      AND ${hasApplicant(sql`c.id`, sql`${candidateId}::uuid`)}
    ON CONFLICT DO NOTHING
    RETURNING candidate_id`);
  if (rowsOf(result).length > 0) return;
  // Nothing inserted: already bookmarked (fine), or not an applicant of this company (404).
  const saved = await ctx.db.execute(sql`
    SELECT 1 FROM candidate_bookmarks b JOIN companies c ON c.id = b.company_id
    WHERE c.user_id = ${companyUserId} AND b.candidate_id = ${candidateId}::uuid`);
  if (rowsOf(saved).length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}
