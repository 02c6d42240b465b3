import { ReviewStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { AdminReview } from '@fis/shared/review-view-schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companyReviews, reviewReports } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { adminReviewOf } from './reviews-repository.js';

/**
 * The scheme office keeps a reported review published: its open reports are closed as 'kept'.
 * A review that is not published, or has no open report, answers REVIEW_STATE_CHANGED.
 */
export async function keepReportedReview(ctx: SignedInContext, input: { id: string }): Promise<AdminReview> {
  const adminId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const [review] = await tx
      .select({ status: companyReviews.status })
      .from(companyReviews)
      .where(eq(companyReviews.id, input.id));
    if (!review) throw new AppError(ErrorCode.NOT_FOUND);
    const closed = await tx
      .update(reviewReports)
      .set({ resolvedAt: ctx.clock.now(), resolvedBy: adminId, resolution: 'kept' })
      .where(
        and(
          eq(reviewReports.reviewId, input.id),
          isNull(reviewReports.resolvedAt),
          sql`EXISTS (SELECT 1 FROM company_reviews r WHERE r.id = ${input.id} AND r.status = ${ReviewStatus.PUBLISHED})`,
        ),
      )
      .returning({ id: reviewReports.id });
    if (closed.length === 0) throw new AppError(ErrorCode.REVIEW_STATE_CHANGED);
    await pushWaitingChanged(tx, ctx, 'reviews');
    await writeAudit(tx, ctx.clock, {
      actorUserId: adminId,
      action: 'review.kept',
      entityType: 'review',
      entityId: input.id,
      details: { reportsClosed: closed.length },
      ip: ctx.ip,
    });
    const kept = await adminReviewOf(tx, input.id);
    if (!kept) throw new AppError(ErrorCode.NOT_FOUND);
    return kept;
  });
}
