// Issue 14, accounts, the admin team and the audit view (docs/decisions/024-admin-accounts.md):
// an account's summary and the scheme office's actions on it (suspend, restore, delete, resend
// the verification email), a company's approval with a reason, the admin team (invite, accept,
// remove) and the audit log with its filters.
import { z } from 'zod';
import { auditWordsFields, namedCodeSchema } from './audit-words-schemas.js';
import { ErrorCode } from './error-codes.js';
import {
  blankToUndefined,
  emailField,
  newPasswordField,
  pageQueryFields,
  refinePasswordsMatch,
  requiredOrInvalid,
} from './field-schemas.js';
import { ACCOUNT_REASON_MAX_LENGTH, AUDIT_LOG_MAX_TAKE, TEXT_MAX_LENGTH } from './limits.js';

export const accountIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.FIELD_INVALID }) });

/** A reason kept as typed (line breaks and spaces), not blank, at most ACCOUNT_REASON_MAX_LENGTH. */
const reasonField = () =>
  z
    .string({ error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .regex(/\S/, ErrorCode.FIELD_INVALID)
    .max(ACCOUNT_REASON_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG);

/** POST /v1/admin/users/{id}/suspend: why, kept in the audit log. */
export const suspendAccountInputSchema = z.object({ reason: reasonField() });
export type SuspendAccountInput = z.input<typeof suspendAccountInputSchema>;

/**
 * POST /v1/admin/companies/{id}/reject: the reason, emailed to the company as written. Approving
 * takes one too, optionally (a welcome note, say); without a body it approves as before.
 */
export const rejectCompanyInputSchema = z.object({ reason: reasonField() });
export type RejectCompanyInput = z.input<typeof rejectCompanyInputSchema>;
export const approveCompanyInputSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ reason: z.preprocess(blankToUndefined, reasonField().optional()) }),
);
export type ApproveCompanyInput = z.input<typeof approveCompanyInputSchema>;

/** The states an account's summary names (UserStatus codes 1-4). */
export const accountSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Role code: 0 candidate, 1 admin, 2 company. */
  role: z.number(),
  /** UserStatus code: 1 active, 2 deleted, 3 suspended, 4 invited. */
  status: z.number(),
  /** The candidate's English name or the company's name; null for an admin. */
  name: z.string().nullable(),
  /** The company's id and approval state (ApprovalStatus), for a company account. */
  companyId: z.string().nullable(),
  approvalStatus: z.number().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** While suspended: the reason given, the admin who suspended it (their email) and when. */
  suspension: z.object({ reason: z.string(), byEmail: z.string().nullable(), at: z.string() }).nullable(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const accountActionDoneSchema = z.object({ account: accountSummarySchema, message: z.string() });
export type AccountActionDone = z.infer<typeof accountActionDoneSchema>;

// ---- The admin team ----

export const inviteAdminInputSchema = z.object({ email: emailField() });
export type InviteAdminInput = z.input<typeof inviteAdminInputSchema>;

export const acceptAdminInviteSchema = z
  .object({
    token: z.string().min(1, ErrorCode.LINK_INVALID).max(200),
    password: newPasswordField(),
    confirmPassword: z.string({ error: requiredOrInvalid }).min(1, ErrorCode.FIELD_REQUIRED),
  })
  .superRefine(refinePasswordsMatch);
export type AcceptAdminInviteInput = z.input<typeof acceptAdminInviteSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** 'active' signs in; 'invited' has a link, still valid or 'expired'. */
  state: z.enum(['active', 'invited', 'expired']),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The invitation's end, while invited. */
  inviteExpiresAt: z.string().nullable(),
  isSelf: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamSchema = z.object({ items: z.array(teamMemberSchema) });
export type Team = z.infer<typeof teamSchema>;
export const teamMemberDoneSchema = z.object({ member: teamMemberSchema, message: z.string() });

// ---- The audit view ----

const dayField = () => z.preprocess(blankToUndefined, z.iso.date({ error: ErrorCode.FIELD_INVALID }).optional());
const filterText = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: ErrorCode.FIELD_INVALID }).max(TEXT_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG).optional(),
  );

/**
 * GET /v1/admin/audit-log and its CSV: `actor` is an email (any part of it), `action` and
 * `entityType` exact names, `entityId` exact; `from` and `to` are Hong Kong dates, both included.
 */
const auditLogFilterFields = {
  actor: filterText(),
  action: filterText(),
  entityType: filterText(),
  entityId: filterText(),
  from: dayField(),
  to: dayField(),
};

function refineDateRange(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: ErrorCode.END_BEFORE_START });
  }
}

export const auditLogFiltersSchema = z.object(auditLogFilterFields).superRefine(refineDateRange);
export type AuditLogFilters = z.output<typeof auditLogFiltersSchema>;
export type AuditLogFilterInput = z.input<typeof auditLogFiltersSchema>;

export const auditLogQuerySchema = z
  .object({ ...auditLogFilterFields, ...pageQueryFields(AUDIT_LOG_MAX_TAKE) })
  .superRefine(refineDateRange);
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorUserId: z.string().nullable(),
  /** The actor's email; null for the system (scheduled jobs, the server's own commands). */
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  ip: z.string().nullable(),
  ...auditWordsFields,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
  /** The actions and record types the log holds, named, for the filters' choices. */
  actions: z.array(namedCodeSchema),
  entityTypes: z.array(namedCodeSchema),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
