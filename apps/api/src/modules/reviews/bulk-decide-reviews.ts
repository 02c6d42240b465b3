// POST /v1/admin/reviews/bulk: publish, or reject with one reason, many waiting reviews (decision
// 058), each through publish-review.ts or reject-review.ts as one would be (the company's
// notification or the author's email, the rating recounted, the audit row). A review no longer
// waiting (REVIEW_STATE_CHANGED) or gone (NOT_FOUND) is reported with the reason.
import type { BulkResult } from '@fis/shared/bulk-schemas';
import { ReviewStatus } from '@fis/shared/enums';
import type { SignedInContext } from '../../context.js';
import { eachOnItsOwn } from '../../lib/bulk.js';
import { t } from '../../lib/catalogs.js';
import { publishReview } from './publish-review.js';
import { rejectReview } from './reject-review.js';

export async function bulkDecideReviews(
  ctx: SignedInContext,
  input: { reviewIds: string[]; decision: 'publish' | 'reject'; reason?: string | undefined },
): Promise<BulkResult> {
  const { decision, reason = '' } = input;
  const done = await eachOnItsOwn(ctx.lang, input.reviewIds, (id) =>
    decision === 'publish'
      ? publishReview(ctx, { id })
      : rejectReview(ctx, { id, reason, expected: ReviewStatus.PENDING }),
  );
  return { ...done, message: t(ctx.lang, `messages:bulk.reviews.${decision}`, { count: done.decided.length }) };
}
