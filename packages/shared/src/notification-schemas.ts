// Notifications (SPEC sections 3 and 8): a type from the two catalogues, with the sender and the
// positionName, companyName and candidateName parameters. The text is `notifications:<TYPE>` of
// the reader's language, filled with the parameters when it is shown (or emailed).
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { pageQueryFields } from './field-schemas.js';
import { JOB_NAME_TEXTS, originalTextSchema } from './original-text.js';

/**
 * Both catalogues of SPEC section 8, plus the interview changes issue 4 adds (decision 008), the
 * scheme office's recommendations to each side (decision 028), the placements' dates,
 * extensions and early ends (decision 041) and a full round closing a company's jobs (decision 040).
 */
export const NOTIFICATION_TYPES = [
  'RECEIVED_NEW_MESSAGE',
  'CANDIDATE_APPLIED_JOB',
  'CANDIDATE_DECLINED_APPLICATION',
  'CANDIDATE_ACCEPTED_OFFER',
  'CANDIDATE_REJECTED_OFFER',
  'COMPANY_VIEWED_APPLICATION',
  'COMPANY_REJECTED_APPLICATION',
  'COMPANY_ACCEPTED_APPLICATION',
  'COMPANY_OFFERED_CANDIDATE',
  'COMPANY_DELETED_JOB',
  'COMPANY_CLOSED_JOB',
  'COMPANY_REVIEW',
  'JOB_EXPIRED',
  'INTERVIEW_SCHEDULED',
  'INTERVIEW_RESCHEDULED',
  'INTERVIEW_CANCELLED',
  'INTERVIEW_CALLED_OFF',
  'ADMIN_EDITED_CANDIDATE_PROFILE',
  'ADMIN_EDITED_COMPANY_PROFILE',
  'ADMIN_EDITED_JOB',
  'ADMIN_CREATED_JOB',
  'ADMIN_DELETED_JOB_FOR_CANDIDATE',
  'ADMIN_DELETED_JOB_FOR_COMPANY',
  'ADMIN_CLOSED_JOB_FOR_CANDIDATE',
  'ADMIN_CLOSED_JOB_FOR_COMPANY',
  'ADMIN_RECOMMENDED_JOB',
  'ADMIN_RECOMMENDED_CANDIDATE',
  'PLACEMENT_CREATED',
  'PLACEMENT_START_PROPOSED',
  'PLACEMENT_DATES_AGREED',
  'PLACEMENT_EXTENSION_DECIDED',
  'PLACEMENT_ENDED_EARLY',
  'ROUND_FILLED_JOBS_CLOSED',
  'ROUND_FILLED_APPLICATION_ENDED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** SPEC section 3: how a notification is shown. */
export const NOTIFICATION_KINDS = ['SUCCESS', 'ERROR', 'INFO', 'WARNING'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const KIND: Partial<Record<NotificationType, NotificationKind>> = {
  CANDIDATE_ACCEPTED_OFFER: 'SUCCESS',
  COMPANY_ACCEPTED_APPLICATION: 'SUCCESS',
  INTERVIEW_SCHEDULED: 'SUCCESS',
  COMPANY_OFFERED_CANDIDATE: 'SUCCESS',
  CANDIDATE_DECLINED_APPLICATION: 'WARNING',
  CANDIDATE_REJECTED_OFFER: 'WARNING',
  INTERVIEW_RESCHEDULED: 'WARNING',
  INTERVIEW_CALLED_OFF: 'WARNING',
  JOB_EXPIRED: 'WARNING',
  COMPANY_REJECTED_APPLICATION: 'ERROR',
  COMPANY_DELETED_JOB: 'ERROR',
  COMPANY_CLOSED_JOB: 'ERROR',
  INTERVIEW_CANCELLED: 'ERROR',
  ADMIN_DELETED_JOB_FOR_CANDIDATE: 'ERROR',
  ADMIN_DELETED_JOB_FOR_COMPANY: 'ERROR',
  ADMIN_CLOSED_JOB_FOR_CANDIDATE: 'ERROR',
  ADMIN_CLOSED_JOB_FOR_COMPANY: 'ERROR',
  PLACEMENT_DATES_AGREED: 'SUCCESS',
  PLACEMENT_ENDED_EARLY: 'WARNING',
  ROUND_FILLED_JOBS_CLOSED: 'WARNING',
  ROUND_FILLED_APPLICATION_ENDED: 'WARNING',
};

export function notificationKind(type: NotificationType): NotificationKind {
  return KIND[type] ?? 'INFO';
}

/** The parameters a notification text may use; kept as they were when it was made. */
export const notificationParamsSchema = z.object({
  positionName: z.string().optional(),
  companyName: z.string().optional(),
  /** The company's Chinese name, if it gave one: a Chinese reader's text names the company by it. */
  companyNameZh: z.string().optional(),
  candidateName: z.string().optional(),
  /** An interview's start, ISO; shown in Hong Kong time. */
  interviewAt: z.string().optional(),
  /** RECEIVED_NEW_MESSAGE: who wrote, the subject as written, and the message to open. */
  senderName: z.string().optional(),
  subject: z.string().optional(),
  messageId: z.string().optional(),
  /** COMPANY_REVIEW: the review that was published (docs/decisions/017-company-reviews.md). */
  reviewId: z.string().optional(),
  /** The ADMIN_* acts on a job: the admin's reason, quoted as written after the text (decision 023). */
  reason: z.string().optional(),
  /** The placement's (decision 041): its page, its dates (YYYY-MM-DD) and its length in months. */
  placementId: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  endedOn: z.string().optional(),
  months: z.number().optional(),
  /** PLACEMENT_EXTENSION_DECIDED: the office's decision, which picks the text. */
  decision: z.enum(['approved', 'refused']).optional(),
  /** ROUND_FILLED_JOBS_CLOSED: the round by its name in each language, and how many of the company's jobs closed. */
  roundNameEn: z.string().optional(),
  roundNameZh: z.string().optional(),
  roundNameCn: z.string().optional(),
  jobsClosed: z.number().optional(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The text in the caller's language, the names in it in the reader's Chinese script (decision 012). */
  text: z.string(),
  params: notificationParamsSchema,
  /** The job's and company's names converted into the reader's Chinese script, as written (original-text.ts). */
  original: originalTextSchema(JOB_NAME_TEXTS),
  senderName: z.string().nullable(),
  applicationId: z.string().nullable(),
  jobId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  unreadOnly: z
    .enum(['true', 'false'], { error: ErrorCode.FIELD_INVALID })
    .optional()
    .transform((v) => v === 'true'),
  ...pageQueryFields(50),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number(),
  unread: z.number(),
  page: z.number(),
  take: z.number(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** PUT /v1/notification/{id}: mark read (or unread); POST /v1/notification/read-all marks all read. */
export const notificationUpdateSchema = z.object({ read: z.boolean({ error: ErrorCode.FIELD_INVALID }) });
export const notificationIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });
