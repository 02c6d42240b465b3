// Interviews (issue 4, decision 008): the candidate's and the company's interview lists, and the
// company's reschedule and cancel. The interview itself is set with interviewInputSchema when an
// application moves to interviewing (application-schemas.ts).
import { z } from 'zod';
import { interviewInputSchema, interviewSchema } from './application-schemas.js';
import { ErrorCode } from './error-codes.js';
import { optionalText, pageQueryFields } from './field-schemas.js';
import { JOB_NAME_TEXTS, originalTextSchema } from './original-text.js';

export const INTERVIEW_WHEN = ['upcoming', 'past'] as const;
export type InterviewWhen = (typeof INTERVIEW_WHEN)[number];
export const CANCEL_REASON_MAX_LENGTH = 500;

const invalid = { error: ErrorCode.FIELD_INVALID };

/**
 * GET /v1/interviews: upcoming (not yet ended, soonest first) or past (ended, most recent first).
 * Cancelled interviews are listed too, with their cancelledAt.
 */
export const interviewListQuerySchema = z.object({
  when: z.enum(INTERVIEW_WHEN, invalid).default('upcoming'),
  ...pageQueryFields(100),
});
export type InterviewListQuery = z.input<typeof interviewListQuerySchema>;

/** A row of the interview lists: the interview with its application, job and candidate. */
export const interviewListItemSchema = interviewSchema.extend({
  /** The application's stage now. */
  stage: z.number(),
  job: z.object({
    id: z.string(),
    positionName: z.string(),
    companyName: z.string(),
    companyNameZh: z.string().nullable(),
    companyLogoUrl: z.string().nullable(),
    original: originalTextSchema(JOB_NAME_TEXTS),
  }),
  candidate: z.object({ id: z.string(), englishName: z.string(), chineseName: z.string().nullable() }),
});
export type InterviewListItem = z.infer<typeof interviewListItemSchema>;

export const interviewPageSchema = z.object({
  items: z.array(interviewListItemSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type InterviewPage = z.infer<typeof interviewPageSchema>;

/**
 * POST /v1/interviews: another interview for an application already in interviewing (a second
 * round, or a new time after a cancellation), without a stage move.
 */
export const scheduleInterviewInputSchema = z
  .object({ applicationId: z.uuid({ error: ErrorCode.NOT_FOUND }) })
  .and(interviewInputSchema);
export type ScheduleInterviewInput = z.input<typeof scheduleInterviewInputSchema>;

export const interviewIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });

/** POST /v1/interviews/{id}/cancel: an optional reason, put in the calendar file sent to the candidate. */
export const cancelInterviewInputSchema = z
  .object({ reason: optionalText(CANCEL_REASON_MAX_LENGTH, { multiline: true }) })
  .nullish();
export type CancelInterviewInput = z.input<typeof cancelInterviewInputSchema>;

/** The answer to reschedule and cancel: the interview as it is now and the words to show. */
export const interviewSavedSchema = z.object({
  interview: interviewListItemSchema,
  message: z.string(),
});
export type InterviewSaved = z.infer<typeof interviewSavedSchema>;
