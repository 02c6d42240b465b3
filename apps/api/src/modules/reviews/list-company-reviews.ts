import { ErrorCode } from '@fis/shared/error-codes';
import type { ReviewListFilters } from '@fis/shared/review-schemas';
import type { PublicReviewPage } from '@fis/shared/review-view-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { LISTED_COMPANY } from '../../policies/jobs.js';
import { reviewsInReaderScript } from './review-texts.js';
import { pageOfPublishedReviews } from './reviews-repository.js';

/**
 * GET /v1/review?companyId=: a listed company's published reviews, for anyone signed in, each
 * author shown only by institution and graduation year. A company candidates cannot find answers 404.
 */
export async function listCompanyReviews(ctx: SignedInContext, input: ReviewListFilters): Promise<PublicReviewPage> {
  const { companyId, ...filters } = input;
  const listed = rowsOf(
    await ctx.db.execute(sql`SELECT 1 FROM companies c WHERE c.id = ${companyId} AND ${LISTED_COMPANY}`),
  );
  if (listed.length === 0) throw new AppError(ErrorCode.NOT_FOUND);
  const page = await pageOfPublishedReviews(ctx.db, ctx.user, companyId, filters);
  return { ...page, items: await reviewsInReaderScript(ctx.lang, page.items) };
}
