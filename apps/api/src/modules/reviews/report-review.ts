import { ReviewStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companyReviews, reviewReports } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readableReviews } from '../../policies/reviews.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';

/**
 * Reports a published review to the scheme office with a reason. The review stays published
 * until the office decides (keep-reported-review.ts, reject-review.ts), so reports alone never hide
 * an honest review. One open report per person and review; the author cannot report their own.
 */
export async function reportReview(ctx: SignedInContext, input: { id: string; reason: string }): Promise<void> {
  const { user } = ctx;
  const [review] = await ctx.db
    .select({ authorId: companyReviews.authorId, status: companyReviews.status })
    .from(companyReviews)
    .where(and(eq(companyReviews.id, input.id), readableReviews(user)));
  if (!review) throw new AppError(ErrorCode.NOT_FOUND);
  if (review.authorId === user.id) throw new AppError(ErrorCode.REVIEW_OWN);
  if (review.status !== ReviewStatus.PUBLISHED) throw new AppError(ErrorCode.REVIEW_NOT_PUBLISHED);
  const [created] = await ctx.db
    .insert(reviewReports)
    .values({ reviewId: input.id, reporterId: user.id, reason: input.reason, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  if (!created) throw new AppError(ErrorCode.REVIEW_ALREADY_REPORTED);
  await pushWaitingChanged(ctx.db, ctx, 'reviews');
}
