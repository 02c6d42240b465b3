import { ReviewStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { AdminReview } from '@fis/shared/review-view-schemas';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companies, companyReviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { notify } from '../notifications/notify.js';
import { lockCompanyRating, recountCompanyRating } from './company-rating.js';
import { adminReviewOf } from './reviews-repository.js';

/**
 * The scheme office publishes a waiting review: it joins the company's page and rating, and the
 * company is told (COMPANY_REVIEW). A review no longer waiting answers REVIEW_STATE_CHANGED.
 */
export async function publishReview(ctx: SignedInContext, input: { id: string }): Promise<AdminReview> {
  const adminId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        companyId: companies.id,
        companyUserId: companies.userId,
        name: companyNameSql,
        nameZh: companies.nameZh,
      })
      .from(companyReviews)
      .innerJoin(companies, eq(companies.id, companyReviews.companyId))
      .where(eq(companyReviews.id, input.id));
    if (!target) throw new AppError(ErrorCode.NOT_FOUND);
    await lockCompanyRating(tx, target.companyId);
    const now = ctx.clock.now();
    const [published] = await tx
      .update(companyReviews)
      // updatedAt is when the author last wrote it (the office's "submitted"), not the decision's time.
      .set({ status: ReviewStatus.PUBLISHED, rejectReason: null, publishedAt: now })
      .where(and(eq(companyReviews.id, input.id), eq(companyReviews.status, ReviewStatus.PENDING)))
      .returning({ id: companyReviews.id });
    if (!published) throw new AppError(ErrorCode.REVIEW_STATE_CHANGED);
    await recountCompanyRating(tx, target.companyId);
    await notify(tx, ctx, {
      recipientId: target.companyUserId,
      type: 'COMPANY_REVIEW',
      senderId: adminId,
      params: {
        companyName: target.name,
        ...(target.nameZh ? { companyNameZh: target.nameZh } : {}),
        reviewId: input.id,
      },
      reviewId: input.id,
    });
    await pushWaitingChanged(tx, ctx, 'reviews');
    await writeAudit(tx, ctx.clock, {
      actorUserId: adminId,
      action: 'review.published',
      entityType: 'review',
      entityId: input.id,
      ip: ctx.ip,
    });
    const review = await adminReviewOf(tx, input.id);
    if (!review) throw new AppError(ErrorCode.NOT_FOUND);
    return review;
  });
}
