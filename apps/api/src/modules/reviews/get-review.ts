import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { PublicReview, ReviewView } from '@fis/shared/review-view-schemas';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companyReviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readableReviews, reviewViewFor } from '../../policies/reviews.js';
import { reviewsInReaderScript } from './review-texts.js';
import { toAdminReview, toOwnReview, toPublicReview } from './review-views.js';
import { findReview, openReportsOf, reportedByViewer } from './reviews-repository.js';

/**
 * GET /v1/review/{id}: one review as the caller may see it (docs/decisions/017): the scheme
 * office with its author and open reports, the author as theirs in any state, anyone else signed
 * in a published one without its author's identity. Any other answers 404.
 */
export async function getReview(ctx: SignedInContext, input: { id: string }): Promise<ReviewView> {
  const { user } = ctx;
  // Only the public view names (part of) the author by the pool's count: the office sees the
  // author in full, and the author's own view, read by the same query, has no author.
  const row = await findReview(ctx.db, and(eq(companyReviews.id, input.id), readableReviews(user)), {
    authorShown: user.role !== Role.ADMIN,
  });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const view = reviewViewFor(user, row.review.authorId);
  if (view === 'admin') {
    const reports = await openReportsOf(ctx.db, [row.review.id]);
    return { view, review: toAdminReview(row, reports.get(row.review.id) ?? []) };
  }
  if (view === 'own') return { view, review: toOwnReview(row) };
  const reported = await reportedByViewer(ctx.db, user, [row.review.id]);
  const [review] = await reviewsInReaderScript(ctx.lang, [toPublicReview(row, user, reported)]);
  return { view, review: review as PublicReview };
}
