// Eligibility verification (SPEC section 1; docs/decisions/025-eligibility.md): registration does
// not confirm that a candidate is eligible; the scheme office checks the transcript and student ID
// scans and records its decision. These are the contracts of /v1/admin/eligibility,
// /v1/admin/candidates/{id}/eligibility, the candidate's own /v1/user/eligibility and the admin
// dashboard's waiting counts (/v1/admin/waiting).
import { z } from 'zod';
import { assignedFields, assigneeQueryFields } from './assignment-schemas.js';
import { bulkIdsField } from './bulk-schemas.js';
import { ruleResultSchema } from './eligibility-declaration-schemas.js';
import { COMPANY_RULES, ELIGIBILITY_RULES, type EligibilityRule } from './eligibility-rule-definitions.js';
import { ELIGIBILITY_STATUS_VALUES, EligibilityStatus, INSTITUTIONS } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined, optionalText, pageQueryFields, requiredOrInvalid } from './field-schemas.js';
import { confirmationSchema, INSTITUTION_CHECKS } from './institution-schemas.js';
import { TEXT_MAX_LENGTH } from './limits.js';
import { queueWaitFields } from './queue-wait-schemas.js';

/** The reason given with a rejection, shown to the candidate as written. */
export const ELIGIBILITY_REASON_MAX_LENGTH = 1000;

const invalid = { error: ErrorCode.FIELD_INVALID };

/** What the office's check needs from the candidate's profile. */
export const ELIGIBILITY_DOCUMENTS = ['transcript', 'studentId'] as const;
export type EligibilityDocument = (typeof ELIGIBILITY_DOCUMENTS)[number];

/**
 * The rules the office checks against the scans (decision 055): every rule but those that depend on
 * a company (checked per application) and the office's own decision.
 */
export const CHECKED_RULES = ELIGIBILITY_RULES.filter(
  (rule) => rule !== 'verified' && !COMPANY_RULES.includes(rule),
) as Exclude<EligibilityRule, 'verified' | 'notRelated' | 'notRecentlyEmployed'>[];
export type CheckedRule = (typeof CHECKED_RULES)[number];

/**
 * PUT /v1/admin/candidates/{id}/eligibility: verify, reject with a reason, or put back to
 * unverified. A reason is required to reject and ignored otherwise.
 */
const decisionFields = {
  status: z
    .number({ error: requiredOrInvalid })
    .int(ErrorCode.FIELD_INVALID)
    .refine((v) => (ELIGIBILITY_STATUS_VALUES as readonly number[]).includes(v), ErrorCode.FIELD_INVALID),
  reason: z
    .string({ error: ErrorCode.FIELD_INVALID })
    .trim()
    .max(ELIGIBILITY_REASON_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG)
    .nullable()
    .optional(),
  /** The rules the officer ticked as checked against the scans; none when not sent. */
  checkedRules: z
    .array(z.enum(CHECKED_RULES as [CheckedRule, ...CheckedRule[]], invalid), { error: ErrorCode.FIELD_INVALID })
    .max(CHECKED_RULES.length, ErrorCode.FIELD_INVALID)
    .refine((rules) => new Set(rules).size === rules.length, ErrorCode.FIELD_INVALID)
    .optional(),
};
const reasonToReject = (value: { status: number; reason?: string | null }, ctx: z.RefinementCtx) => {
  if (value.status === EligibilityStatus.REJECTED && !value.reason) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: ErrorCode.FIELD_REQUIRED });
  }
};
const decision = <T extends { status: number; reason?: string | null; checkedRules?: CheckedRule[] }>(value: T) => ({
  ...value,
  status: value.status as EligibilityStatus,
  reason: value.status === EligibilityStatus.REJECTED ? (value.reason ?? null) : null,
  // Kept in the order every screen lists the rules; going back to unverified undoes the check.
  checkedRules:
    value.status === EligibilityStatus.UNVERIFIED
      ? []
      : CHECKED_RULES.filter((rule) => (value.checkedRules ?? []).includes(rule)),
});

export const decideEligibilityInputSchema = z.object(decisionFields).superRefine(reasonToReject).transform(decision);
export type DecideEligibilityInput = z.input<typeof decideEligibilityInputSchema>;

/** The most candidates one decision on many at once takes. */
export const MAX_BULK_ELIGIBILITY = 500;

/**
 * POST /v1/admin/eligibility/bulk: one decision for many candidates (decision 053), with the
 * state the officer saw them in: a candidate decided meanwhile by another is refused, not overruled.
 */
export const bulkEligibilityInputSchema = z
  .object({
    // No ticks: a decision on many checks no candidate's scans (it records none).
    status: decisionFields.status,
    reason: decisionFields.reason,
    candidateIds: bulkIdsField(MAX_BULK_ELIGIBILITY),
    expected: decisionFields.status,
  })
  .superRefine(reasonToReject)
  .transform((value) => ({ ...decision(value), expected: value.expected as EligibilityStatus }));
export type BulkEligibilityInput = z.input<typeof bulkEligibilityInputSchema>;

/** The queue's tabs: waiting (unverified with both scans), every unverified one, verified, rejected. */
export const ELIGIBILITY_QUEUES = ['waiting', 'unverified', 'verified', 'rejected'] as const;
export type EligibilityQueue = (typeof ELIGIBILITY_QUEUES)[number];

/** GET /v1/admin/eligibility: one tab, a name or email keyword, one institution, paged. */
export const eligibilityQueueQuerySchema = z.object({
  queue: z.preprocess(blankToUndefined, z.enum(ELIGIBILITY_QUEUES, invalid).default('waiting')),
  keyword: optionalText(TEXT_MAX_LENGTH),
  institution: z.preprocess(blankToUndefined, z.enum(INSTITUTIONS, invalid).optional()),
  ...assigneeQueryFields,
  ...pageQueryFields(100),
});
export type EligibilityQueueQuery = z.input<typeof eligibilityQueueQuerySchema>;

/**
 * A scan the office opens: `viewUrl` in the page's viewer (GET /v1/admin/documents/{id}), `url` as
 * a download (GET /v1/media/{id}); each opening audited.
 */
const scanSchema = z.object({
  id: z.string(),
  url: z.string(),
  viewUrl: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  uploadedAt: z.string(),
});

/** Who decided and when; null while nobody has. */
const decisionSchema = z.object({
  status: z.number(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The deciding admin's sign-in email; null once that account is gone. */
  decidedBy: z.string().nullable(),
  /** The rules the deciding officer ticked as checked against the scans (none for a decision on many). */
  checkedRules: z.array(z.string()),
  /** The institution whose coordinator decided (docs/decisions/061); null when the office did. */
  decidedByInstitution: z.string().nullable(),
});

export const eligibilityCandidateSchema = z.object({
  id: z.string(),
  englishName: z.string(),
  chineseName: z.string().nullable(),
  email: z.string(),
  institution: z.string(),
  institutionOther: z.string().nullable(),
  programme: z.string(),
  graduationYear: z.number(),
  registeredAt: z.string(),
  transcript: scanSchema.nullable(),
  studentId: scanSchema.nullable(),
  eligibility: decisionSchema,
  /** Since when the candidate waits for the office's check (unverified, both scans in), and whether past due. */
  ...queueWaitFields,
  /** The officer who took the check (decision 056). */
  ...assignedFields,
  /** What the candidate's institution confirmed, by whom and when (docs/decisions/061). */
  institutionConfirmation: confirmationSchema.nullable(),
});
export type EligibilityCandidate = z.infer<typeof eligibilityCandidateSchema>;

export const eligibilityQueuePageSchema = z.object({
  items: z.array(eligibilityCandidateSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
  /** How many candidates each tab holds. */
  counts: z.record(z.enum(ELIGIBILITY_QUEUES), z.number()),
});
export type EligibilityQueuePage = z.infer<typeof eligibilityQueuePageSchema>;

/** What the profile says that the scans should bear out, beside each rule of the check. */
export const eligibilityCheckSchema = z.object({
  candidate: eligibilityCandidateSchema,
  /** Residency and LocationScope codes; the study city (a City code) only where it was asked. */
  profile: z.object({
    residentType: z.number(),
    legallyEmployable: z.number(),
    studyCity: z.string().nullable(),
  }),
  /** Each checked rule as the candidate's declarations and profile answer it, for either region. */
  rules: z.array(ruleResultSchema),
});
export type EligibilityCheck = z.infer<typeof eligibilityCheckSchema>;

/** GET /v1/user/eligibility: the candidate's own state, with what the check still needs. */
export const ownEligibilitySchema = z.object({
  status: z.number(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  missing: z.array(z.enum(ELIGIBILITY_DOCUMENTS)),
  /** The institution whose coordinator verified the candidate (docs/decisions/061); null when the office did. */
  verifiedByInstitution: z.string().nullable(),
  /** What the candidate's institution confirmed yes, and when; null when it has confirmed nothing. */
  confirmedByInstitution: z
    .object({ institution: z.string(), checks: z.array(z.enum(INSTITUTION_CHECKS)), at: z.string() })
    .nullable(),
});
export type OwnEligibility = z.infer<typeof ownEligibilitySchema>;

/** What waits for the scheme office, as the dashboard counts it. */
export const WAITING_QUEUES = ['companies', 'jobs', 'reviews', 'helpRequests', 'eligibility'] as const;
export type WaitingQueue = (typeof WAITING_QUEUES)[number];

/** GET /v1/admin/waiting: the dashboard's counts, refetched on every 'admin:waiting' event. */
export const adminWaitingSchema = z.object(
  Object.fromEntries(WAITING_QUEUES.map((queue) => [queue, z.number()])) as Record<WaitingQueue, z.ZodNumber>,
);
export type AdminWaiting = z.infer<typeof adminWaitingSchema>;
