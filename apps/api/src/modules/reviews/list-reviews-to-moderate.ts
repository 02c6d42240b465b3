import { type ReviewQueue, ReviewStatus } from '@fis/shared/enums';
import type { AdminReviewPage } from '@fis/shared/review-view-schemas';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companyReviews } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { queueWait, queueWaitRule } from '../../lib/queue-wait.js';
import { assignedTo, assigneesOf } from '../assignments/assignments-repository.js';
import { toAdminReview } from './review-views.js';
import { countReviews, openReportsOf, selectReviews } from './reviews-repository.js';

const HAS_OPEN_REPORT = sql`EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = ${companyReviews.id} AND rr.resolved_at IS NULL)`;

/** Each tab: which reviews, in which order (waiting and reported ones oldest first: first come, first decided). */
const QUEUES: Record<ReviewQueue, { where: SQL; order: SQL[] }> = {
  pending: {
    where: eq(companyReviews.status, ReviewStatus.PENDING),
    order: [asc(companyReviews.updatedAt), asc(companyReviews.id)],
  },
  reported: {
    where: sql`${companyReviews.status} = ${ReviewStatus.PUBLISHED} AND ${HAS_OPEN_REPORT}`,
    order: [
      sql`(SELECT min(rr.created_at) FROM review_reports rr WHERE rr.review_id = ${companyReviews.id} AND rr.resolved_at IS NULL)`,
      asc(companyReviews.id),
    ],
  },
  published: {
    where: eq(companyReviews.status, ReviewStatus.PUBLISHED),
    order: [desc(companyReviews.publishedAt), desc(companyReviews.id)],
  },
  rejected: {
    where: eq(companyReviews.status, ReviewStatus.REJECTED),
    order: [desc(companyReviews.updatedAt), desc(companyReviews.id)],
  },
};

/**
 * GET /v1/admin/reviews: one tab of the moderation queue, each review with its author and open
 * reports, and how long a waiting one has waited (decision 051).
 */
export async function listReviewsToModerate(
  ctx: SignedInContext,
  input: { status: ReviewQueue; assignee?: string | undefined; page: number; take: number },
): Promise<AdminReviewPage> {
  const tab = QUEUES[input.status];
  const queue = input.assignee
    ? { ...tab, where: and(tab.where, assignedTo('review', companyReviews.id, input.assignee)) as SQL }
    : tab;
  const rule = queueWaitRule(ctx);
  const [rows, total, counted] = await Promise.all([
    selectReviews(ctx.db, queue.where, queue.order, { limit: input.take, offset: (input.page - 1) * input.take }),
    countReviews(ctx.db, queue.where),
    ctx.db.execute(sql`SELECT
        count(*) FILTER (WHERE r.status = ${ReviewStatus.PENDING})::int AS pending,
        count(*) FILTER (WHERE r.status = ${ReviewStatus.PUBLISHED})::int AS published,
        count(*) FILTER (WHERE r.status = ${ReviewStatus.REJECTED})::int AS rejected,
        count(*) FILTER (WHERE r.status = ${ReviewStatus.PUBLISHED} AND EXISTS (
          SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id AND rr.resolved_at IS NULL))::int AS reported
      FROM company_reviews r`),
  ]);
  const ids = rows.map((row) => row.review.id);
  const [reports, assignees] = await Promise.all([openReportsOf(ctx.db, ids), assigneesOf(ctx.db, 'review', ids)]);
  const counts = rowsOf<AdminReviewPage['counts']>(counted)[0] ?? {
    pending: 0,
    published: 0,
    rejected: 0,
    reported: 0,
  };
  return {
    items: rows.map((row) => ({
      ...toAdminReview(row, reports.get(row.review.id) ?? []),
      // A waiting review waits from the author's last writing of it (updated_at, the pending tab's
      // order): its creation, or the edit that sent it back or changed it while waiting. Decisions,
      // reports and the company's reply leave it alone (docs/decisions/017).
      ...queueWait(row.review.status === ReviewStatus.PENDING ? row.review.updatedAt : null, rule),
      assignee: assignees.get(row.review.id) ?? null,
    })),
    total,
    page: input.page,
    take: input.take,
    counts,
  };
}
