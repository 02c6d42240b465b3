import type { ReviewEligibility } from '@fis/shared/review-view-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { candidateMetCompany } from '../../policies/reviews.js';

/**
 * GET /v1/review/eligibility: whether the candidate may write a review of the company (they met it
 * and have not reviewed it yet), and their own review of it to edit instead.
 */
export async function getReviewEligibility(
  ctx: SignedInContext,
  input: { companyId: string },
): Promise<ReviewEligibility> {
  const { user } = ctx;
  const [row] = rowsOf<{ met: boolean; review_id: string | null }>(
    await ctx.db.execute(sql`SELECT ${candidateMetCompany(user.id, input.companyId)} AS met,
      (SELECT r.id FROM company_reviews r WHERE r.company_id = ${input.companyId} AND r.author_id = ${user.id}) AS review_id`),
  );
  const reviewId = row?.review_id ?? null;
  return { canReview: Boolean(row?.met) && reviewId === null, reviewId };
}
