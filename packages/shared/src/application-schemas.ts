// Requests and answers of the hiring pipeline (SPEC section 7, "Applications"). The stages and the
// moves allowed between them are in application-stages.ts.
import { z } from 'zod';
import { APPLIED_STAGES, CANDIDATE_APPLICATION_VIEWS, type Stage } from './application-stages.js';
import { applicantSchema } from './company-applicant-schemas.js';
import { applicationDeclarationsSchema, eligibilityAnswerSchema } from './eligibility-declaration-schemas.js';
import { ErrorCode } from './error-codes.js';
import {
  emailField,
  optionalText,
  pageQueryFields,
  phoneNumberField,
  phonePrefixField,
  refinePhone,
  requiredOrInvalid,
} from './field-schemas.js';
import { TEXT_MAX_LENGTH } from './limits.js';
import { uploadedMediaSchema } from './media-schemas.js';
import { JOB_NAME_TEXTS, originalTextSchema } from './original-text.js';
import { roundSummarySchema } from './round-schemas.js';

export const PITCH_MAX_LENGTH = 2000;
export const MAX_SUPPORTING_DOCUMENTS = 5;
export const INTERVIEW_NOTE_MAX_LENGTH = 1000;
export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 480;
/** How far ahead an interview may be set: a year covers any hiring round. */
export const INTERVIEW_MAX_DAYS_AHEAD = 366;
/** At most this many applicants are moved by one bulk action. */
export const MAX_BULK_MOVE = 100;

const invalid = { error: ErrorCode.FIELD_INVALID };
const uuidField = () => z.uuid({ error: requiredOrInvalid });
const pageFields = pageQueryFields(100);

/** POST /v1/applications: the apply form. */
export const applyInputSchema = z
  .object({
    jobId: uuidField(),
    contactEmail: emailField(),
    phonePrefix: phonePrefixField(),
    phoneNumber: phoneNumberField(),
    /** The profile's resume or a new upload (a document the candidate owns). */
    resumeMediaId: uuidField(),
    pitch: optionalText(PITCH_MAX_LENGTH, { multiline: true }),
    documentMediaIds: z
      .array(z.uuid(invalid), invalid)
      .max(MAX_SUPPORTING_DOCUMENTS, ErrorCode.TOO_MANY_ITEMS)
      .default([]),
    /** The confirmations about this company the eligibility rules read (docs/decisions/026). */
    declarations: applicationDeclarationsSchema,
  })
  .superRefine(refinePhone);
export type ApplyInput = z.input<typeof applyInputSchema>;
export type ApplyValues = z.output<typeof applyInputSchema>;

/**
 * An interview as the company sets it. `startsAt` is an ISO date-time with its offset (the web
 * form sends Hong Kong time, +08:00); a place or a video link (or both) is required.
 */
export const interviewInputSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: requiredOrInvalid }),
    durationMinutes: z.coerce
      .number(invalid)
      .int(ErrorCode.FIELD_INVALID)
      .min(INTERVIEW_MIN_MINUTES, ErrorCode.FIELD_INVALID)
      .max(INTERVIEW_MAX_MINUTES, ErrorCode.FIELD_INVALID),
    place: optionalText(TEXT_MAX_LENGTH),
    videoLink: optionalText(500).pipe(z.url({ protocol: /^https?$/, error: ErrorCode.FIELD_INVALID }).optional()),
    note: optionalText(INTERVIEW_NOTE_MAX_LENGTH, { multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (!v.place && !v.videoLink) ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['place'] });
  });
export type InterviewInput = z.input<typeof interviewInputSchema>;
export type InterviewValues = z.output<typeof interviewInputSchema>;

/**
 * PUT /v1/applications/{id}: move an application to `stage`. Moving to interviewing (3) needs
 * `interview`; whether the move is allowed, and for whom, is APPLICATION_MOVES' answer.
 */
export const moveInputSchema = z.object({
  stage: z
    .number({ error: requiredOrInvalid })
    .int(ErrorCode.FIELD_INVALID)
    .refine((v) => (APPLIED_STAGES as number[]).includes(v), ErrorCode.FIELD_INVALID)
    .transform((v) => v as Stage),
  interview: interviewInputSchema.optional(),
  /** Accepting an offer: also withdraw every other open application of the candidate. */
  withdrawOthers: z.boolean(invalid).optional(),
});
export type MoveInput = z.input<typeof moveInputSchema>;

/** POST /v1/applications/hiring-company/move: the same move for several applicants at once. */
export const bulkMoveInputSchema = z.object({
  ids: z.array(z.uuid(invalid), invalid).min(1, ErrorCode.FIELD_REQUIRED).max(MAX_BULK_MOVE, ErrorCode.TOO_MANY_ITEMS),
  stage: moveInputSchema.shape.stage,
  interview: interviewInputSchema.optional(),
});
export type BulkMoveInput = z.input<typeof bulkMoveInputSchema>;

export const bulkMoveResultSchema = z.object({
  moved: z.array(z.string()),
  /** Applicants left where they were, each with the reason (an ErrorCode and its message). */
  refused: z.array(z.object({ id: z.string(), code: z.string(), message: z.string() })),
  message: z.string(),
});
export type BulkMoveResult = z.infer<typeof bulkMoveResultSchema>;

export const applicationIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });

/** GET /v1/company/application/{id}: an id that cannot be one is bad input (400 naming `id`; decision 020). */
export const companyApplicationParamsSchema = z.object({ id: z.uuid(invalid) });

const jobRefSchema = z.object({
  id: z.string(),
  positionName: z.string(),
  status: z.number(),
  companyId: z.string(),
  companyName: z.string(),
  /** The company's Chinese name, if it gave one: companyNameIn() picks the reader's. */
  companyNameZh: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  /** Names converted into the reader's Chinese script, as written (original-text.ts). */
  original: originalTextSchema(JOB_NAME_TEXTS),
});

/** What the company wrote of an interview: sent in the reader's Chinese script (original-text.ts). */
export const INTERVIEW_TEXTS = ['place', 'note', 'cancelReason'] as const;

export const interviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  place: z.string().nullable(),
  videoLink: z.string().nullable(),
  note: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Given by the company when it cancelled; shown to both parties. */
  cancelReason: z.string().nullable(),
  /** Texts converted into the reader's Chinese script, as written. */
  original: originalTextSchema(INTERVIEW_TEXTS),
});
export type Interview = z.infer<typeof interviewSchema>;

export const applicationEventSchema = z.object({
  actor: z.enum(['company', 'candidate', 'system']),
  fromStage: z.number().nullable(),
  toStage: z.number(),
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** A row of the candidate's applications list. */
export const candidateApplicationSchema = z.object({
  id: z.string(),
  stage: z.number(),
  previousStage: z.number().nullable(),
  job: jobRefSchema,
  appliedAt: z.string().nullable(),
  stageChangedAt: z.string(),
  /**
   * A job only viewed: whether applying can succeed, its round taking applications today and no
   * eligibility rule not met, as apply checks them, so that Apply is offered only where it can
   * succeed (docs/decisions/034, 039); null for an application.
   */
  canApply: z.boolean().nullable(),
  /**
   * A job only viewed: its round, so that a round not taking applications is said in place of
   * Apply, as the job's page says it; null for an application.
   */
  round: roundSummarySchema.nullable(),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

/** GET /v1/applications/candidate/applications: one of CANDIDATE_APPLICATION_VIEWS, paged. */
export const candidateApplicationListQuerySchema = z.object({
  view: z.enum(CANDIDATE_APPLICATION_VIEWS, invalid).default('all'),
  ...pageFields,
});
export type CandidateApplicationListQuery = z.input<typeof candidateApplicationListQuerySchema>;

export const candidateApplicationPageSchema = z.object({
  items: z.array(candidateApplicationSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type CandidateApplicationPage = z.infer<typeof candidateApplicationPageSchema>;

/** GET /v1/applications/{id}: everything about one application, for its candidate and its company. */
export const applicationDetailSchema = z.object({
  id: z.string(),
  stage: z.number(),
  previousStage: z.number().nullable(),
  job: jobRefSchema,
  candidate: applicantSchema,
  contactEmail: z.string().nullable(),
  phonePrefix: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  pitch: z.string().nullable(),
  resume: uploadedMediaSchema.nullable(),
  documents: z.array(uploadedMediaSchema),
  appliedAt: z.string().nullable(),
  stageChangedAt: z.string(),
  history: z.array(applicationEventSchema),
  interviews: z.array(interviewSchema),
  /** The stages the caller may move this application to now. */
  nextStages: z.array(z.number()),
  /** The eligibility check: every rule for this candidate and job (docs/decisions/026). */
  eligibility: eligibilityAnswerSchema.nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** The answer to apply and to a move: the application and the words to show. */
export const applicationSavedSchema = z.object({
  application: applicationDetailSchema,
  message: z.string(),
});
export type ApplicationSaved = z.infer<typeof applicationSavedSchema>;
