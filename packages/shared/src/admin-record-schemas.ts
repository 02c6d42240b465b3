// The scheme office's record pages and its acts for the scheme (issue 14; docs/decisions/023):
// a candidate's and a company's page in the admin portal, the admin's edits of a candidate's
// profile, and the jobs it creates, edits, closes and deletes for a company, each with a reason
// the recipients read as written.
import { z } from 'zod';
import { auditWordsFields } from './audit-words-schemas.js';
import { regionEligibilitySchema } from './eligibility-declaration-schemas.js';
import { ErrorCode } from './error-codes.js';
import { graduationYearsCheck, jobFieldsSchema, refineGraduationYears } from './job-form-schemas.js';
import { JOB_NAME_TEXTS, originalTextSchema } from './original-text.js';

/** The admin's reason for acting on a job, quoted as written in the notifications it sends. */
export const ADMIN_REASON_MAX_LENGTH = 1000;

export const adminReasonField = z
  .string({ error: ErrorCode.FIELD_REQUIRED })
  .trim()
  .min(1, ErrorCode.FIELD_REQUIRED)
  .max(ADMIN_REASON_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG);

/** POST /v1/admin/jobs/{id}/close and DELETE /v1/admin/jobs/{id}. */
export const adminReasonInputSchema = z.object({ reason: adminReasonField });
export type AdminReasonInput = z.input<typeof adminReasonInputSchema>;

/** POST /v1/admin/companies/{id}/jobs and PUT /v1/admin/jobs/{id}: the company's job form and a reason. */
export const adminJobInputSchema = jobFieldsSchema
  .extend({ reason: adminReasonField })
  .superRefine(refineGraduationYears, graduationYearsCheck);
export type AdminJobInput = z.input<typeof adminJobInputSchema>;

export const adminRecordParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });

/** /admin/candidates/{id}/education/{entryId} and .../experience/{entryId}: the candidate and one entry. */
export const adminEntryParamsSchema = z.object({
  id: z.uuid({ error: ErrorCode.NOT_FOUND }),
  entryId: z.uuid({ error: ErrorCode.NOT_FOUND }),
});

/**
 * One row of a record's audit trail: who did what, when, in words. The office's own views of a
 * profile in a row fold into one entry: `count` views from `firstAt` to `createdAt`, by
 * `actorEmail` (null when several administrators viewed it).
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  actorEmail: z.string().nullable(),
  actorRole: z.number().nullable(),
  createdAt: z.string(),
  firstAt: z.string(),
  count: z.number(),
  ...auditWordsFields,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A message between the record's owner and the scheme office (an admin as sender or recipient). */
export const officeMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** Whether the office wrote it (else the record's owner did). */
  fromOffice: z.boolean(),
  officeEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type OfficeMessage = z.infer<typeof officeMessageSchema>;

/** GET /v1/admin/candidates/{id}: what the profile page does not already show. */
export const adminCandidateRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.number(),
  registeredAt: z.string(),
  applications: z.array(
    z.object({
      id: z.string(),
      jobId: z.string(),
      positionName: z.string(),
      companyId: z.string(),
      companyName: z.string(),
      companyNameZh: z.string().nullable(),
      stage: z.number(),
      appliedAt: z.string(),
      /** Names converted into the reader's Chinese script, as written (original-text.ts). */
      original: originalTextSchema(JOB_NAME_TEXTS),
    }),
  ),
  messages: z.array(officeMessageSchema),
  audit: z.array(auditEntrySchema),
  /** The company-independent eligibility rules for each region (docs/decisions/026); null without a profile. */
  eligibilityRules: regionEligibilitySchema.nullable(),
});
export type AdminCandidateRecord = z.infer<typeof adminCandidateRecordSchema>;

/** GET /v1/admin/companies/{id}: the company's account, jobs with applicant counts, messages, audit. */
export const adminCompanyRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** As the company names itself (display name, English name, registered name), and its Chinese name. */
  name: z.string(),
  nameZh: z.string().nullable(),
  email: z.string(),
  status: z.number(),
  approvalStatus: z.number(),
  registeredAt: z.string(),
  jobs: z.array(
    z.object({
      id: z.string(),
      positionName: z.string(),
      status: z.number(),
      approvalStatus: z.number(),
      expiresOn: z.string(),
      deleted: z.boolean(),
      applications: z.number(),
      openApplications: z.number(),
    }),
  ),
  applications: z.object({ total: z.number(), open: z.number(), hired: z.number() }),
  messages: z.array(officeMessageSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminCompanyRecord = z.infer<typeof adminCompanyRecordSchema>;
