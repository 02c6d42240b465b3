import type { OwnReviewPage } from '@fis/shared/review-view-schemas';
import { desc } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companyReviews } from '../../db/schema.js';
import { ownReviews } from '../../policies/reviews.js';
import { toOwnReview } from './review-views.js';
import { countReviews, selectReviews } from './reviews-repository.js';

/** GET /v1/review/mine: the candidate's own reviews in every state, newest first, with the reject reasons. */
export async function listMyReviews(
  ctx: SignedInContext,
  input: { page: number; take: number },
): Promise<OwnReviewPage> {
  const where = ownReviews(ctx.user);
  const [rows, total] = await Promise.all([
    selectReviews(ctx.db, where, [desc(companyReviews.createdAt), desc(companyReviews.id)], {
      limit: input.take,
      offset: (input.page - 1) * input.take,
    }),
    countReviews(ctx.db, where),
  ]);
  return { items: rows.map(toOwnReview), total, page: input.page, take: input.take };
}
