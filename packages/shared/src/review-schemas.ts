// Company reviews (SPEC sections 3 "Company review" and 7 "/v1/review"; issue 13 section 1;
// docs/decisions/017-company-reviews.md): the bodies and queries of /v1/review and
// /v1/admin/reviews; the shapes they answer with are in review-view-schemas.ts. A review is shown three ways: as anyone
// signed in sees a published one (the author only as institution and graduation year), as its
// author sees it (any state, with the reject reason) and as the scheme office sees it (with the
// author and the open reports). The write-review form validates with the same input schema.
import { z } from 'zod';
import { assigneeQueryFields } from './assignment-schemas.js';
import { bulkIdsField } from './bulk-schemas.js';
import { REVIEW_ATTRIBUTES, REVIEW_QUEUES, REVIEW_SORTS, REVIEW_TOPICS, type ReviewTopic } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined, pageQueryFields, requiredOrInvalid, requiredText } from './field-schemas.js';
import {
  REVIEW_JOB_TITLE_MAX_LENGTH,
  REVIEW_PAGE_MAX_TAKE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REASON_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
} from './limits.js';

const invalid = { error: ErrorCode.FIELD_INVALID };
/** A query value the client left empty means "no filter". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** An object shape with one schema per code of a list (the topics, the attributes, the queues); also the answers'. */
export function shapeOf<K extends string, T extends z.ZodType>(keys: readonly K[], make: () => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, make()])) as Record<K, T>;
}

/** Whole stars, 1 to 5. */
export const reviewRatingField = () =>
  z
    .number({ error: requiredOrInvalid })
    .int(ErrorCode.FIELD_INVALID)
    .min(REVIEW_RATING_MIN, ErrorCode.FIELD_INVALID)
    .max(REVIEW_RATING_MAX, ErrorCode.FIELD_INVALID);

/** Topic → stars, for the topics the reviewer rated (the others absent). */
export type TopicRatings = Partial<Record<ReviewTopic, number>>;

/**
 * The per-topic ratings: an object with any of REVIEW_TOPICS as keys. A topic left out, null or 0
 * (a star input the reviewer did not touch) is not rated; at least one must be
 * (REVIEW_TOPIC_REQUIRED, named at `topicRatings`). Other keys are refused.
 */
export const topicRatingsField = () =>
  z
    .strictObject(
      shapeOf(REVIEW_TOPICS, () =>
        z.preprocess((v) => (v === null || v === 0 ? undefined : v), reviewRatingField().optional()),
      ),
      { error: ErrorCode.FIELD_INVALID },
    )
    .transform((ratings) => {
      const rated: TopicRatings = {};
      for (const topic of REVIEW_TOPICS) {
        const stars = ratings[topic];
        if (stars !== undefined) rated[topic] = stars;
      }
      return rated;
    })
    .refine((rated) => Object.keys(rated).length > 0, ErrorCode.REVIEW_TOPIC_REQUIRED);

/** The attributes the reviewer names, each once; none is fine. */
export const reviewAttributesField = () =>
  z
    .array(z.enum(REVIEW_ATTRIBUTES, invalid), invalid)
    .max(REVIEW_ATTRIBUTES.length, ErrorCode.TOO_MANY_ITEMS)
    .refine((codes) => new Set(codes).size === codes.length, ErrorCode.FIELD_INVALID)
    .default([]);

/** What the author writes: the same fields to create and to edit. */
const reviewFields = {
  title: requiredText(REVIEW_TITLE_MAX_LENGTH),
  rating: reviewRatingField(),
  topicRatings: topicRatingsField(),
  jobTitle: requiredText(REVIEW_JOB_TITLE_MAX_LENGTH),
  likes: requiredText(REVIEW_TEXT_MAX_LENGTH, { multiline: true }),
  dislikes: requiredText(REVIEW_TEXT_MAX_LENGTH, { multiline: true }),
  attributes: reviewAttributesField(),
};

/** PUT /v1/review/{id}: the author's edit; the review waits for the scheme office again. */
export const updateReviewInputSchema = z.object(reviewFields);
export type UpdateReviewInput = z.input<typeof updateReviewInputSchema>;
export type ReviewValues = z.output<typeof updateReviewInputSchema>;

/** POST /v1/review/create: a new review of a company, waiting for the scheme office. */
export const createReviewInputSchema = z.object({
  companyId: z.uuid({ error: requiredOrInvalid }),
  ...reviewFields,
});
export type CreateReviewInput = z.input<typeof createReviewInputSchema>;
export type CreateReviewValues = z.output<typeof createReviewInputSchema>;

/** POST /v1/review/{id}/reply: the reviewed company's one public reply, set or replaced. */
export const reviewReplyInputSchema = z.object({
  reply: requiredText(REVIEW_REPLY_MAX_LENGTH, { multiline: true }),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

/** POST /v1/review/{id}/report: why the reader thinks the scheme office should look at it. */
export const reviewReportInputSchema = z.object({
  reason: requiredText(REVIEW_REASON_MAX_LENGTH, { multiline: true }),
});
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>;

/** POST /v1/admin/reviews/{id}/reject: the reason, emailed to the author. */
export const rejectReviewInputSchema = z.object({
  reason: requiredText(REVIEW_REASON_MAX_LENGTH, { multiline: true }),
});
export type RejectReviewInput = z.input<typeof rejectReviewInputSchema>;

/** The most reviews one decision on many at once takes. */
export const MAX_BULK_REVIEWS = 200;

/**
 * POST /v1/admin/reviews/bulk: publish, or reject with one reason, the waiting reviews ticked
 * (decision 058); a review decided meanwhile is refused, not decided again.
 */
export const bulkReviewDecisionInputSchema = z
  .object({
    reviewIds: bulkIdsField(MAX_BULK_REVIEWS),
    decision: z.enum(['publish', 'reject'], invalid),
    reason: z
      .string({ error: ErrorCode.FIELD_INVALID })
      .trim()
      .max(REVIEW_REASON_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ErrorCode.FIELD_REQUIRED });
    }
  });
export type BulkReviewDecisionInput = z.input<typeof bulkReviewDecisionInputSchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });
export const reviewCompanyParamsSchema = z.object({ companyId: z.uuid({ error: ErrorCode.NOT_FOUND }) });

/** GET /v1/review/eligibility?companyId=: may the caller review this company, and their own review if any. */
export const reviewEligibilityQuerySchema = z.object({ companyId: z.uuid({ error: requiredOrInvalid }) });

const sortField = () => z.preprocess(blankToUndefined, z.enum(REVIEW_SORTS, invalid).default('newest'));
const pageFields = pageQueryFields(REVIEW_PAGE_MAX_TAKE);

/** GET /v1/review?companyId=: a company's published reviews; `topic` keeps those that rated it. */
export const reviewListQuerySchema = z.object({
  companyId: z.uuid({ error: requiredOrInvalid }),
  topic: optional(z.enum(REVIEW_TOPICS, invalid)),
  sort: sortField(),
  ...pageFields,
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;
export type ReviewListFilters = z.output<typeof reviewListQuerySchema>;

/** GET /v1/review/company: the calling company's published reviews, to reply to. */
export const companyReviewListQuerySchema = z.object({
  topic: optional(z.enum(REVIEW_TOPICS, invalid)),
  sort: sortField(),
  ...pageFields,
});
export type CompanyReviewListQuery = z.input<typeof companyReviewListQuerySchema>;

/** GET /v1/review/mine: the candidate's own reviews, newest first. */
export const myReviewListQuerySchema = z.object({ ...pageFields });
export type MyReviewListQuery = z.input<typeof myReviewListQuerySchema>;

/** GET /v1/admin/reviews: one tab of the moderation queue (pending: oldest first; others newest first). */
export const adminReviewListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(REVIEW_QUEUES, invalid).default('pending')),
  ...assigneeQueryFields,
  ...pageFields,
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;
