// Reading company reviews for the three views of review-schemas.ts (public, the author's own, the
// scheme office's), made in review-views.ts. Which rows a caller may read is policies/reviews.ts'
// answer; the company's rating kept from its published reviews is company-rating.ts.
import { type ReviewSort, ReviewStatus, type ReviewTopic } from '@fis/shared/enums';
import type { AdminReview, PublicReviewPage, ReviewReport } from '@fis/shared/review-view-schemas';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { candidateProfiles, companies, companyReviews, reviewReports, users } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { type AuthorShown, authorShownSql, NOT_WORKED_OUT } from './review-author-anonymity.js';
import { toAdminReview, toPublicReview } from './review-views.js';

const author = alias(users, 'review_author');

/** The columns every view is made from: the review, its company, its author. */
const reviewRow = (shown: SQL<AuthorShown | null>) => ({
  review: companyReviews,
  company: {
    id: companies.id,
    name: companyNameSql,
    nameZh: companies.nameZh,
    logoMediaId: companies.logoMediaId,
  },
  author: {
    id: author.id,
    email: author.email,
    name: candidateProfiles.englishName,
    institution: candidateProfiles.institution,
    institutionOther: candidateProfiles.institutionOther,
    graduationYear: candidateProfiles.graduationYear,
    shown,
  },
});

/** How a read is used: `authorShown` for the public view (toPublicReview), which alone needs the anonymity pool's count. */
export interface ReviewRead {
  authorShown?: boolean;
}

/** Reviews (with company and author) matching `where`, in `order`, paged when `limit` is given. */
export async function selectReviews(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page?: { limit: number; offset: number },
  read: ReviewRead = {},
) {
  const query = db
    .select(reviewRow(read.authorShown ? authorShownSql : NOT_WORKED_OUT))
    .from(companyReviews)
    .innerJoin(companies, eq(companies.id, companyReviews.companyId))
    .innerJoin(author, eq(author.id, companyReviews.authorId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, companyReviews.authorId))
    .where(where)
    .orderBy(...order);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** One review matching `where`, or undefined. */
export async function findReview(
  db: Executor,
  where: SQL | undefined,
  read: ReviewRead = {},
): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db, where, [], { limit: 1, offset: 0 }, read);
  return row;
}

/** Reviews matching `where`, counted. */
export async function countReviews(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(companyReviews).where(where);
  return row?.total ?? 0;
}

/** A page's order: newest published first, or by overall rating (newest first among equals). */
export const REVIEW_ORDER = {
  newest: [sql`${companyReviews.publishedAt} DESC NULLS LAST`, sql`${companyReviews.id} DESC`],
  highest: [
    sql`${companyReviews.rating} DESC`,
    sql`${companyReviews.publishedAt} DESC NULLS LAST`,
    asc(companyReviews.id),
  ],
  lowest: [asc(companyReviews.rating), sql`${companyReviews.publishedAt} DESC NULLS LAST`, asc(companyReviews.id)],
} as const;

/** Of these reviews, the ones the viewer has an open report of. */
export async function reportedByViewer(db: Executor, viewer: AuthUser, reviewIds: string[]): Promise<Set<string>> {
  if (reviewIds.length === 0) return new Set();
  const rows = await db
    .select({ reviewId: reviewReports.reviewId })
    .from(reviewReports)
    .where(
      and(
        eq(reviewReports.reporterId, viewer.id),
        isNull(reviewReports.resolvedAt),
        inArray(reviewReports.reviewId, reviewIds),
      ),
    );
  return new Set(rows.map((row) => row.reviewId));
}

/** The open reports of these reviews, oldest first, by review id (one query for a page). */
export async function openReportsOf(db: Executor, reviewIds: string[]): Promise<Map<string, ReviewReport[]>> {
  const byReview = new Map<string, ReviewReport[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({
      id: reviewReports.id,
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
      reporterId: users.id,
      email: users.email,
      role: users.role,
      candidateName: candidateProfiles.englishName,
      companyName: sql<
        string | null
      >`coalesce(${companies.displayName}, ${companies.nameEn}, ${companies.companyName})`,
    })
    .from(reviewReports)
    .innerJoin(users, eq(users.id, reviewReports.reporterId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(and(isNull(reviewReports.resolvedAt), inArray(reviewReports.reviewId, reviewIds)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
  for (const row of rows) {
    const reports = byReview.get(row.reviewId) ?? [];
    reports.push({
      id: row.id,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      reporter: { id: row.reporterId, email: row.email, role: row.role, name: row.candidateName ?? row.companyName },
    });
    byReview.set(row.reviewId, reports);
  }
  return byReview;
}

/** One review as the scheme office sees it, with its open reports. */
export async function adminReviewOf(db: Executor, reviewId: string): Promise<AdminReview | undefined> {
  const row = await findReview(db, eq(companyReviews.id, reviewId));
  if (!row) return undefined;
  const reports = await openReportsOf(db, [reviewId]);
  return toAdminReview(row, reports.get(reviewId) ?? []);
}

/** A page of a company's published reviews as `viewer` sees them; `topic` keeps those that rated it. */
export async function pageOfPublishedReviews(
  db: Executor,
  viewer: AuthUser,
  companyId: string,
  filters: { topic?: ReviewTopic | undefined; sort: ReviewSort; page: number; take: number },
): Promise<PublicReviewPage> {
  const where = and(
    eq(companyReviews.companyId, companyId),
    eq(companyReviews.status, ReviewStatus.PUBLISHED),
    filters.topic ? sql`(${companyReviews.topicRatings} ->> ${filters.topic}) IS NOT NULL` : undefined,
  );
  const [rows, total] = await Promise.all([
    selectReviews(
      db,
      where,
      [...REVIEW_ORDER[filters.sort]],
      { limit: filters.take, offset: (filters.page - 1) * filters.take },
      { authorShown: true },
    ),
    countReviews(db, where),
  ]);
  const reported = await reportedByViewer(
    db,
    viewer,
    rows.map((row) => row.review.id),
  );
  return {
    items: rows.map((row) => toPublicReview(row, viewer, reported)),
    total,
    page: filters.page,
    take: filters.take,
  };
}
