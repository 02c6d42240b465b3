import type { ReviewSort, ReviewTopic } from '@fis/shared/enums';
import type { PublicReviewPage } from '@fis/shared/review-view-schemas';
import type { SignedInContext } from '../../context.js';
import { ownCompany } from '../companies/own-company.js';
import { reviewsInReaderScript } from './review-texts.js';
import { pageOfPublishedReviews } from './reviews-repository.js';

/**
 * GET /v1/review/company: the calling company's published reviews, to reply to. It sees them as
 * everyone does: never who wrote them, and nothing that waits for the scheme office or was rejected.
 */
export async function listOwnCompanyReviews(
  ctx: SignedInContext,
  input: { topic?: ReviewTopic | undefined; sort: ReviewSort; page: number; take: number },
): Promise<PublicReviewPage> {
  const company = await ownCompany(ctx.db, ctx.user.id);
  const page = await pageOfPublishedReviews(ctx.db, ctx.user, company.id, input);
  return { ...page, items: await reviewsInReaderScript(ctx.lang, page.items) };
}
