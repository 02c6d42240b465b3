import { ReviewStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { ReviewValues } from '@fis/shared/review-schemas';
import type { OwnReview } from '@fis/shared/review-view-schemas';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companyReviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ownReviews } from '../../policies/reviews.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { lockCompanyRating, recountCompanyRating } from './company-rating.js';
import { toOwnReview } from './review-views.js';
import { findReview } from './reviews-repository.js';

/**
 * The author's edit of their own review, in any state. It waits for the scheme office again: a
 * published review leaves the company's page and rating until it is published anew, so that
 * nothing unmoderated is ever shown. The company's reply stays with it.
 */
export async function updateReview(ctx: SignedInContext, input: { id: string } & ReviewValues): Promise<OwnReview> {
  const { id, ...fields } = input;
  const mine = and(eq(companyReviews.id, id), ownReviews(ctx.user));
  return ctx.db.transaction(async (tx) => {
    const before = await findReview(tx, mine);
    if (!before) throw new AppError(ErrorCode.NOT_FOUND);
    await lockCompanyRating(tx, before.review.companyId);
    const [updated] = await tx
      .update(companyReviews)
      .set({ ...fields, status: ReviewStatus.PENDING, rejectReason: null, updatedAt: ctx.clock.now() })
      .where(mine)
      .returning({ id: companyReviews.id });
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    // Recounted whatever the state read before the lock: the office may have published it meanwhile.
    await recountCompanyRating(tx, before.review.companyId);
    const row = await findReview(tx, mine);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    await pushWaitingChanged(tx, ctx, 'reviews');
    return toOwnReview(row);
  });
}
