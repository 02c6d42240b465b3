// The shapes /v1/review and /v1/admin/reviews answer with (docs/decisions/017-company-reviews.md):
// a review as anyone signed in sees a published one (the author only as institution and
// graduation year), as its author sees it (any state, with the reject reason) and as the scheme
// office sees it (with the author and the open reports); pages of them; a company's rating and
// summary. The inputs and queries are in review-schemas.ts.
import { z } from 'zod';
import { assignedFields } from './assignment-schemas.js';
import { REVIEW_ATTRIBUTES, REVIEW_QUEUES, REVIEW_TOPICS } from './enums.js';
import { originalTextSchema, REVIEW_TEXTS } from './original-text.js';
import { queueWaitFields } from './queue-wait-schemas.js';
import { shapeOf } from './review-schemas.js';

const topicRatingsSchema = z.object(shapeOf(REVIEW_TOPICS, () => z.number().optional()));

/**
 * The author as the company and other candidates see them: where and when they study, never who
 * they are (no name, email or id). Shown with packages/shared/src/institution-label.ts.
 */
export const anonymousAuthorSchema = z.object({
  institution: z.string().nullable(),
  institutionOther: z.string().nullable(),
  graduationYear: z.number().nullable(),
});
export type AnonymousAuthor = z.infer<typeof anonymousAuthorSchema>;

/** The company's public reply under a review. */
export const reviewReplySchema = z.object({
  text: z.string(),
  repliedAt: z.string(),
  /** The reply as written, when it was sent in the reader's script (original-text.ts). */
  original: originalTextSchema(['text']),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** The company a review is about, as the author's and the admin's lists name it. */
export const reviewCompanySchema = z.object({
  id: z.string(),
  /** The display name, or the registered name when the company has none. */
  name: z.string(),
  nameZh: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type ReviewCompany = z.infer<typeof reviewCompanySchema>;

/** What every view of a review has: the text as the author wrote it, and the company's reply. */
const reviewContentFields = {
  id: z.string(),
  companyId: z.string(),
  title: z.string(),
  rating: z.number(),
  topicRatings: topicRatingsSchema,
  jobTitle: z.string(),
  likes: z.string(),
  dislikes: z.string(),
  attributes: z.array(z.enum(REVIEW_ATTRIBUTES)),
  reply: reviewReplySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the scheme office last published it (null while never published). */
  publishedAt: z.string().nullable(),
};

/** A published review as anyone signed in sees it (the company's lists too). */
export const publicReviewSchema = z.object({
  ...reviewContentFields,
  author: anonymousAuthorSchema,
  /** The caller wrote it (they cannot report it; they edit it from their own reviews). */
  isMine: z.boolean(),
  /** The caller has an open report of it. */
  reportedByMe: z.boolean(),
  /** The texts as written, when sent in the reader's script (original-text.ts). */
  original: originalTextSchema(REVIEW_TEXTS),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The author's own review, in any state. */
export const ownReviewSchema = z.object({
  ...reviewContentFields,
  /** ReviewStatus: 0 pending, 1 published, 2 rejected. */
  status: z.number(),
  /** The scheme office's reason, while rejected. */
  rejectReason: z.string().nullable(),
  company: reviewCompanySchema,
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** A report as the scheme office sees it. */
export const reviewReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reporter: z.object({ id: z.string(), email: z.string(), name: z.string().nullable(), role: z.number() }),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

/** A review as the scheme office sees it: who wrote it, and the reports not yet decided. */
export const adminReviewSchema = z.object({
  ...reviewContentFields,
  status: z.number(),
  rejectReason: z.string().nullable(),
  company: reviewCompanySchema,
  author: z.object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string(),
    ...anonymousAuthorSchema.shape,
  }),
  openReports: z.array(reviewReportSchema),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** A review in the office's queue: as the office sees it, and how long a waiting one has waited (decision 051). */
export const adminReviewQueueItemSchema = adminReviewSchema.extend({ ...queueWaitFields, ...assignedFields });
export type AdminReviewQueueItem = z.infer<typeof adminReviewQueueItemSchema>;

/**
 * GET /v1/review/{id}: the review as the caller may see it, `view` saying which: `admin` for the
 * scheme office, `own` for its author, `public` for anyone else signed in (published only).
 */
export const reviewViewSchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('admin'), review: adminReviewSchema }),
  z.object({ view: z.literal('own'), review: ownReviewSchema }),
  z.object({ view: z.literal('public'), review: publicReviewSchema }),
]);
export type ReviewView = z.infer<typeof reviewViewSchema>;

const page = { total: z.number(), page: z.number(), take: z.number() };

export const publicReviewPageSchema = z.object({ items: z.array(publicReviewSchema), ...page });
export type PublicReviewPage = z.infer<typeof publicReviewPageSchema>;

export const ownReviewPageSchema = z.object({ items: z.array(ownReviewSchema), ...page });
export type OwnReviewPage = z.infer<typeof ownReviewPageSchema>;

export const adminReviewPageSchema = z.object({
  items: z.array(adminReviewQueueItemSchema),
  ...page,
  /** How many reviews each tab holds, for the tab labels. */
  counts: z.object(shapeOf(REVIEW_QUEUES, () => z.number())),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/** GET /v1/review/eligibility. */
export const reviewEligibilitySchema = z.object({
  /** The caller may write a new review of the company (eligible and none written yet). */
  canReview: z.boolean(),
  /** The caller's own review of the company, in any state, to edit instead. */
  reviewId: z.string().nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

/** A company's average overall rating (null without published reviews) and how many there are. */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number() });
export type Rating = z.infer<typeof ratingSchema>;

/**
 * GET /v1/review/summary?companyId=: from the published reviews, the overall average and count,
 * each topic's average and how many rated it, and how often each attribute was named. Every topic
 * and attribute is present (average null, count 0 when nobody rated it).
 */
export const reviewSummarySchema = z.object({
  companyId: z.string(),
  average: z.number().nullable(),
  count: z.number(),
  topics: z.object(shapeOf(REVIEW_TOPICS, () => ratingSchema)),
  attributes: z.object(shapeOf(REVIEW_ATTRIBUTES, () => z.number())),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** Creating or editing: the author's review and 'Thank you for your feedback!'. */
export const ownReviewSavedSchema = z.object({ item: ownReviewSchema, message: z.string() });
/** Replying: the review with the reply, and the success text. */
export const publicReviewSavedSchema = z.object({ item: publicReviewSchema, message: z.string() });
/** A moderation decision: the review as the scheme office now sees it, and the success text. */
export const adminReviewSavedSchema = z.object({ item: adminReviewSchema, message: z.string() });
/** Deleting, reporting: the success text. */
export const reviewMessageSchema = z.object({ message: z.string() });
