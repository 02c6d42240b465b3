// The three views of a review (review-schemas.ts): public, with its author anonymous
// (review-author-anonymity.ts); the author's own; the scheme office's, with author and open reports.
import { ReviewStatus } from '@fis/shared/enums';
import type { TopicRatings } from '@fis/shared/review-schemas';
import type {
  AdminReview,
  OwnReview,
  PublicReview,
  ReviewCompany,
  ReviewReport,
} from '@fis/shared/review-view-schemas';
import type { AuthUser } from '../../lib/auth-user.js';
import { mediaUrl } from '../media/media-repository.js';
import { anonymousAuthor } from './review-author-anonymity.js';
import type { ReviewRow } from './reviews-repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function content(row: ReviewRow) {
  const r = row.review;
  return {
    id: r.id,
    companyId: r.companyId,
    title: r.title,
    rating: r.rating,
    topicRatings: r.topicRatings as TopicRatings,
    jobTitle: r.jobTitle,
    likes: r.likes,
    dislikes: r.dislikes,
    attributes: r.attributes as PublicReview['attributes'],
    reply: r.reply && r.repliedAt ? { text: r.reply, repliedAt: r.repliedAt.toISOString() } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: iso(r.publishedAt),
  };
}

function companyOf(row: ReviewRow): ReviewCompany {
  return {
    id: row.company.id,
    name: row.company.name,
    nameZh: row.company.nameZh,
    logoUrl: row.company.logoMediaId ? mediaUrl(row.company.logoMediaId) : null,
  };
}

/** Where and when the author studies, as the scheme office sees it. */
function authorProfile(row: ReviewRow) {
  return {
    institution: row.author.institution ?? null,
    institutionOther: row.author.institutionOther ?? null,
    graduationYear: row.author.graduationYear ?? null,
  };
}

/** A published review as `viewer` sees it; `reportedIds` holds the reviews the viewer has open reports of. */
export function toPublicReview(row: ReviewRow, viewer: AuthUser, reportedIds: ReadonlySet<string>): PublicReview {
  return {
    ...content(row),
    author: anonymousAuthor(row.author),
    isMine: row.review.authorId === viewer.id,
    reportedByMe: reportedIds.has(row.review.id),
  };
}

export function toOwnReview(row: ReviewRow): OwnReview {
  return {
    ...content(row),
    status: row.review.status,
    rejectReason: row.review.status === ReviewStatus.REJECTED ? row.review.rejectReason : null,
    company: companyOf(row),
  };
}

export function toAdminReview(row: ReviewRow, openReports: ReviewReport[]): AdminReview {
  return {
    ...content(row),
    status: row.review.status,
    rejectReason: row.review.rejectReason,
    company: companyOf(row),
    author: { id: row.author.id, email: row.author.email, name: row.author.name ?? null, ...authorProfile(row) },
    openReports,
  };
}
