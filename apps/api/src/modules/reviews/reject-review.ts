import { companyNameIn } from '@fis/shared/company-name';
import { type Language, ReviewStatus, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { AdminReview } from '@fis/shared/review-view-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateProfiles, companies, companyReviews, reviewReports, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { queueEmail } from '../../mail/outbox.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { lockCompanyRating, recountCompanyRating } from './company-rating.js';
import { adminReviewOf } from './reviews-repository.js';

/**
 * The scheme office rejects a review with a reason: a waiting one, or a published one it removes
 * after reports (which are then closed as 'removed'). The author is emailed the reason in their
 * email language, with a link to edit the review and send it again (docs/decisions/017).
 */
export async function rejectReview(
  ctx: SignedInContext,
  input: { id: string; reason: string; expected?: ReviewStatus },
): Promise<AdminReview> {
  const adminId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        companyId: companies.id,
        companyName: companyNameSql,
        companyNameZh: companies.nameZh,
        title: companyReviews.title,
        authorId: users.id,
        email: users.email,
        language: users.emailLanguage,
        authorStatus: users.status,
        authorName: candidateProfiles.englishName,
      })
      .from(companyReviews)
      .innerJoin(companies, eq(companies.id, companyReviews.companyId))
      .innerJoin(users, eq(users.id, companyReviews.authorId))
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
      .where(eq(companyReviews.id, input.id));
    if (!target) throw new AppError(ErrorCode.NOT_FOUND);
    await lockCompanyRating(tx, target.companyId);
    const [before] = await tx
      .select({ status: companyReviews.status })
      .from(companyReviews)
      .where(eq(companyReviews.id, input.id))
      .for('update');
    // `expected`: the state the officer saw (a decision on many); a review decided since is left as it is.
    if (
      !before ||
      before.status === ReviewStatus.REJECTED ||
      (input.expected !== undefined && before.status !== input.expected)
    ) {
      throw new AppError(ErrorCode.REVIEW_STATE_CHANGED);
    }
    const now = ctx.clock.now();
    await tx
      .update(companyReviews)
      // No longer published, so no publication date; updatedAt stays the author's submission time.
      .set({ status: ReviewStatus.REJECTED, rejectReason: input.reason, publishedAt: null })
      .where(eq(companyReviews.id, input.id));
    const wasPublished = before.status === ReviewStatus.PUBLISHED;
    if (wasPublished) await recountCompanyRating(tx, target.companyId);
    const closed = await tx
      .update(reviewReports)
      .set({ resolvedAt: now, resolvedBy: adminId, resolution: 'removed' })
      .where(and(eq(reviewReports.reviewId, input.id), isNull(reviewReports.resolvedAt)))
      .returning({ id: reviewReports.id });
    const language = target.language as Language;
    if (target.authorStatus === UserStatus.ACTIVE) {
      await queueEmail(tx, ctx, {
        to: target.email,
        userId: target.authorId,
        language,
        template: 'reviewRejected',
        params: {
          name: target.authorName ?? target.email,
          companyName: companyNameIn({ name: target.companyName, nameZh: target.companyNameZh }, language),
          title: target.title,
          reason: input.reason,
          actionUrl: `${ctx.config.publicUrl}/candidate/company/${target.companyId}/write-review`,
        },
      });
    }
    await pushWaitingChanged(tx, ctx, 'reviews');
    await writeAudit(tx, ctx.clock, {
      actorUserId: adminId,
      action: 'review.rejected',
      entityType: 'review',
      entityId: input.id,
      details: { reason: input.reason, wasPublished, reportsClosed: closed.length },
      ip: ctx.ip,
    });
    const review = await adminReviewOf(tx, input.id);
    if (!review) throw new AppError(ErrorCode.NOT_FOUND);
    return review;
  });
}
