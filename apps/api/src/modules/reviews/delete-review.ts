import { ReviewStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companyReviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ownReviews } from '../../policies/reviews.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { lockCompanyRating, recountCompanyRating } from './company-rating.js';

/** The author deletes their own review, with its reply and reports; the company's rating follows. */
export async function deleteReview(ctx: SignedInContext, input: { id: string }): Promise<void> {
  const mine = and(eq(companyReviews.id, input.id), ownReviews(ctx.user));
  await ctx.db.transaction(async (tx) => {
    const [review] = await tx.select({ companyId: companyReviews.companyId }).from(companyReviews).where(mine);
    if (!review) throw new AppError(ErrorCode.NOT_FOUND);
    await lockCompanyRating(tx, review.companyId);
    const [deleted] = await tx.delete(companyReviews).where(mine).returning({ status: companyReviews.status });
    if (!deleted) throw new AppError(ErrorCode.NOT_FOUND);
    await pushWaitingChanged(tx, ctx, 'reviews');
    if (deleted.status === ReviewStatus.PUBLISHED) await recountCompanyRating(tx, review.companyId);
  });
}
