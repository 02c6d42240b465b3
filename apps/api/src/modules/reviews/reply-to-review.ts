import { ReviewStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { PublicReview } from '@fis/shared/review-view-schemas';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companyReviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { repliableReviews, reviewsOfOwnCompany } from '../../policies/reviews.js';
import { toPublicReview } from './review-views.js';
import { findReview, reportedByViewer } from './reviews-repository.js';

/**
 * The reviewed company's one public reply under a published review, set or replaced. Another
 * company's review answers 404; its own review that is not published (waiting again after an
 * edit, or rejected) answers REVIEW_NOT_PUBLISHED.
 */
export async function replyToReview(ctx: SignedInContext, input: { id: string; reply: string }): Promise<PublicReview> {
  const { user } = ctx;
  const byId = eq(companyReviews.id, input.id);
  const now = ctx.clock.now();
  const [updated] = await ctx.db
    .update(companyReviews)
    .set({ reply: input.reply, repliedAt: now })
    .where(and(byId, repliableReviews(user)))
    .returning({ id: companyReviews.id });
  if (!updated) {
    const [ours] = await ctx.db
      .select({ status: companyReviews.status })
      .from(companyReviews)
      .where(and(byId, reviewsOfOwnCompany(user)));
    if (ours && ours.status !== ReviewStatus.PUBLISHED) throw new AppError(ErrorCode.REVIEW_NOT_PUBLISHED);
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  const row = await findReview(ctx.db, byId, { authorShown: true });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return toPublicReview(row, user, await reportedByViewer(ctx.db, user, [row.review.id]));
}
