// A company removes a candidate from its saved candidates; one it has not saved is 404.
import { ErrorCode } from '@fis/shared/error-codes';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';

export async function removeSavedCandidate(ctx: SignedInContext, input: { candidateId: string }): Promise<void> {
  const companyUserId = ctx.user.id;
  const { candidateId } = input;
  const result = await ctx.db.execute(sql`
    DELETE FROM candidate_bookmarks b USING companies c
    WHERE c.id = b.company_id AND c.user_id = ${companyUserId} AND b.candidate_id = ${candidateId}::uuid
    RETURNING b.candidate_id`);
  if (rowsOf(result).length === 0) throw new AppError(ErrorCode.NOT_FOUND);
}
