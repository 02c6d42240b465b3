// A company's jobs (SPEC sections 3, 4 and 7, "Jobs"): the job as the company and the admin see it,
// the company job list and the admin's review (the job form: job-form-schemas.ts; the form's draft:
// job-draft-schemas.ts; status changes: job-status-schemas.ts). Approval, status, posting date,
// view count and the owning company are never part of what a company sends (docs/decisions/006-jobs.md).
import { z } from 'zod';
import { assignedFields, assigneeQueryFields } from './assignment-schemas.js';
import { bulkIdsField } from './bulk-schemas.js';
import { ApprovalStatus, EDUCATION_LEVELS } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { optionalText, pageQueryFields } from './field-schemas.js';
import {
  CONTRACT_TYPES,
  CURRENCIES,
  JOB_FUNCTIONS,
  JOB_MODES,
  JOB_SORTS,
  JOB_STATUS_VALUES,
  PAY_FREQUENCIES,
  REGIONS,
} from './job-enums.js';
import { TEXT_MAX_LENGTH } from './limits.js';
import { queueWaitFields } from './queue-wait-schemas.js';
import { roundSummarySchema } from './round-schemas.js';

export const REJECT_REASON_MAX_LENGTH = 1000;

const statusLiteral = z.union(JOB_STATUS_VALUES.map((s) => z.literal(s)));
const approvalLiteral = z.union([
  z.literal(ApprovalStatus.PENDING),
  z.literal(ApprovalStatus.APPROVED),
  z.literal(ApprovalStatus.REJECTED),
]);

/** A job as its company and the admin see it. */
export const companyJobSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  positionName: z.string(),
  jobFunction: z.enum(JOB_FUNCTIONS),
  jobMode: z.enum(JOB_MODES),
  location: z.enum(REGIONS),
  city: z.number(),
  skills: z.array(z.string()),
  salary: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  payFrequency: z.enum(PAY_FREQUENCIES),
  contractType: z.enum(CONTRACT_TYPES),
  expiresOn: z.string(),
  description: z.string(),
  requirements: z.string(),
  educationLevels: z.array(z.enum(EDUCATION_LEVELS)),
  graduationYearFrom: z.number().nullable(),
  graduationYearTo: z.number().nullable(),
  round: roundSummarySchema,
  status: statusLiteral,
  approvalStatus: approvalLiteral,
  reviewedAt: z.string().nullable(),
  /** The admin's reason, when the job was rejected with one. */
  reviewReason: z.string().nullable(),
  postedAt: z.string().nullable(),
  viewCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyJob = z.infer<typeof companyJobSchema>;

/** The answer to create, edit and status change: the job and the words to show. */
export const jobSavedSchema = z.object({
  job: companyJobSchema,
  message: z.string(),
  /** Set when the job now waits for the admin: the company is told to wait. */
  notice: z.string().optional(),
});
export type JobSaved = z.infer<typeof jobSavedSchema>;

export const companyJobListQuerySchema = z.object({
  sort: z.enum(JOB_SORTS, { error: ErrorCode.FIELD_INVALID }).default('latest'),
  status: z.coerce.number({ error: ErrorCode.FIELD_INVALID }).pipe(statusLiteral).optional(),
  approvalStatus: z.coerce.number({ error: ErrorCode.FIELD_INVALID }).pipe(approvalLiteral).optional(),
  /** The admin only: one company's jobs. */
  companyId: z.uuid({ error: ErrorCode.FIELD_INVALID }).optional(),
  /** Part of the position name, in any case. */
  keyword: optionalText(TEXT_MAX_LENGTH),
  ...pageQueryFields(100),
});
export type CompanyJobListQuery = z.input<typeof companyJobListQuerySchema>;

export const companyJobListItemSchema = companyJobSchema.pick({
  id: true,
  companyId: true,
  companyName: true,
  positionName: true,
  jobFunction: true,
  jobMode: true,
  location: true,
  city: true,
  status: true,
  approvalStatus: true,
  reviewReason: true,
  postedAt: true,
  expiresOn: true,
  viewCount: true,
  createdAt: true,
});
export type CompanyJobListItem = z.infer<typeof companyJobListItemSchema>;

export const companyJobPageSchema = z.object({
  items: z.array(companyJobListItemSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type CompanyJobPage = z.infer<typeof companyJobPageSchema>;

/** GET /v1/admin/jobs: jobs by approval state, with everything the admin reviews. */
export const adminJobListQuerySchema = z.object({
  status: z.coerce.number({ error: ErrorCode.FIELD_INVALID }).pipe(approvalLiteral).default(ApprovalStatus.PENDING),
  ...assigneeQueryFields,
  ...pageQueryFields(100),
});

/**
 * A job as the admin reviews it: with its company's logo beside the name, how long a waiting one
 * has waited (decision 051) and the officer who took it (decision 056).
 */
export const adminJobSchema = companyJobSchema.extend({
  companyLogoUrl: z.string().nullable(),
  ...queueWaitFields,
  ...assignedFields,
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobPageSchema = z.object({
  items: z.array(adminJobSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type AdminJobPage = z.infer<typeof adminJobPageSchema>;

export const rejectJobInputSchema = z.object({
  reason: z
    .string({ error: ErrorCode.FIELD_INVALID })
    .trim()
    .max(REJECT_REASON_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type RejectJobInput = z.input<typeof rejectJobInputSchema>;

/** The most jobs one decision on many at once takes. */
export const MAX_BULK_JOBS = 200;

/**
 * POST /v1/admin/job-approvals/bulk: approve, or reject with one optional reason, the waiting jobs
 * ticked (decision 058); a job decided meanwhile is refused, not decided again.
 */
export const bulkJobDecisionInputSchema = rejectJobInputSchema.extend({
  jobIds: bulkIdsField(MAX_BULK_JOBS),
  decision: z.enum(['approve', 'reject'], { error: ErrorCode.FIELD_INVALID }),
});
export type BulkJobDecisionInput = z.input<typeof bulkJobDecisionInputSchema>;
