import { ErrorCode } from '@fis/shared/error-codes';
import type { CreateReviewValues } from '@fis/shared/review-schemas';
import type { OwnReview } from '@fis/shared/review-view-schemas';
import { eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companyReviews } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { candidateMetCompany } from '../../policies/reviews.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { toOwnReview } from './review-views.js';
import { findReview } from './reviews-repository.js';

/**
 * A candidate's review of a company they met (policies/reviews.ts), waiting for the scheme office.
 * A second review of the same company answers REVIEW_EXISTS: the first is edited instead.
 */
export async function createReview(ctx: SignedInContext, input: CreateReviewValues): Promise<OwnReview> {
  const { user } = ctx;
  const { companyId, ...fields } = input;
  return ctx.db.transaction(async (tx) => {
    const [eligible] = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`SELECT ${candidateMetCompany(user.id, companyId)} AS ok`),
    );
    if (!eligible?.ok) throw new AppError(ErrorCode.REVIEW_NOT_ALLOWED);
    const now = ctx.clock.now();
    const [created] = await tx
      .insert(companyReviews)
      .values({ ...fields, companyId, authorId: user.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: companyReviews.id });
    if (!created) throw new AppError(ErrorCode.REVIEW_EXISTS);
    await pushWaitingChanged(tx, ctx, 'reviews');
    const row = await findReview(tx, eq(companyReviews.id, created.id));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return toOwnReview(row);
  });
}
