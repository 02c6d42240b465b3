// The admin portal's findable lists (issue 14, section 1): candidates, companies, jobs and
// applications of every company, each with a keyword, filters, a sort and a page, and the same
// query (without the page) as a CSV export. The API validates with these schemas and the web app's
// route loaders read the address with them, so a filter means the same on both sides (decision
// 022). The sorts and states they offer are plain values in admin-list-choices.ts.

import { z } from 'zod';
import {
  ACCOUNT_STATUS_VALUES,
  ADMIN_APPLICATION_SORTS,
  ADMIN_CANDIDATE_SORTS,
  ADMIN_COMPANY_SORTS,
  ADMIN_JOB_SORTS,
  ADMIN_LIST_MAX_TAKE,
  APPROVAL_VALUES,
} from './admin-list-choices.js';
import { codeParam, flagParam, idParam, idsParam, sortParam, wordParam } from './admin-list-params.js';
import { APPLIED_STAGES } from './application-stages.js';
import { assignedFields, assigneeQueryFields } from './assignment-schemas.js';
import { ELIGIBILITY_STATUS_VALUES, INSTITUTIONS } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined, optionalText, pageQueryFields } from './field-schemas.js';
import { JOB_FUNCTIONS, JOB_STATUS_VALUES, REGIONS } from './job-enums.js';
import { SCHEME_START_YEAR, TEXT_MAX_LENGTH } from './limits.js';
import { queueWaitFields } from './queue-wait-schemas.js';

const invalid = { error: ErrorCode.FIELD_INVALID };

const page = { total: z.number(), page: z.number(), take: z.number() };

// ---- Candidates -----------------------------------------------------------------------------

/**
 * GET /v1/admin/candidates and its export: a name or email, the profile's school, the account,
 * the eligibility state (a candidate with no profile yet is unverified), and the round: a candidate
 * of a round applied to one of its jobs (decision 054).
 */
export const adminCandidateFiltersSchema = z.object({
  keyword: optionalText(TEXT_MAX_LENGTH),
  institution: wordParam(INSTITUTIONS),
  programme: optionalText(TEXT_MAX_LENGTH),
  graduationYear: z.preprocess(
    blankToUndefined,
    z.coerce
      .number(invalid)
      .int(ErrorCode.FIELD_INVALID)
      .min(SCHEME_START_YEAR, ErrorCode.FIELD_INVALID)
      .max(9999, ErrorCode.FIELD_INVALID)
      .optional(),
  ),
  accountStatus: codeParam(ACCOUNT_STATUS_VALUES),
  emailVerified: flagParam(),
  eligibilityStatus: codeParam(ELIGIBILITY_STATUS_VALUES),
  roundId: idParam(),
  ids: idsParam(),
  sort: sortParam(ADMIN_CANDIDATE_SORTS),
});
export type AdminCandidateFilters = z.output<typeof adminCandidateFiltersSchema>;
export const adminCandidateListQuerySchema = adminCandidateFiltersSchema.extend(pageQueryFields(ADMIN_LIST_MAX_TAKE));
export type AdminCandidateListQuery = z.output<typeof adminCandidateListQuerySchema>;

/** A candidate's row. The profile's fields are null until the candidate has made a profile. */
export const adminCandidateRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  englishName: z.string().nullable(),
  chineseName: z.string().nullable(),
  institution: z.string().nullable(),
  institutionOther: z.string().nullable(),
  programme: z.string().nullable(),
  graduationYear: z.number().nullable(),
  /** EligibilityStatus; unverified for a candidate with no profile yet. */
  eligibilityStatus: z.number(),
  accountStatus: z.number(),
  emailVerified: z.boolean(),
  registeredAt: z.string(),
});
export type AdminCandidateRow = z.infer<typeof adminCandidateRowSchema>;
export const adminCandidatePageSchema = z.object({ items: z.array(adminCandidateRowSchema), ...page });
export type AdminCandidatePage = z.infer<typeof adminCandidatePageSchema>;

// ---- Companies ------------------------------------------------------------------------------

/**
 * GET /v1/admin/companies and its export: a name, email or company ID; approval; region; the round
 * a company takes part in (a job of the round, or places granted in it), and within that round
 * whether it has funded places not yet offered (`placesLeft`, which needs `roundId`: without
 * it the API answers 400 naming `roundId`; decision 054).
 */
export const adminCompanyFiltersSchema = z.object({
  keyword: optionalText(TEXT_MAX_LENGTH),
  approval: codeParam(APPROVAL_VALUES),
  region: wordParam(REGIONS),
  accountStatus: codeParam(ACCOUNT_STATUS_VALUES),
  roundId: idParam(),
  placesLeft: flagParam(),
  /** The companies one officer took to approve (decision 056). */
  ...assigneeQueryFields,
  ids: idsParam(),
  sort: sortParam(ADMIN_COMPANY_SORTS),
});
export type AdminCompanyFilters = z.output<typeof adminCompanyFiltersSchema>;
export const adminCompanyListQuerySchema = adminCompanyFiltersSchema.extend(pageQueryFields(ADMIN_LIST_MAX_TAKE));
export type AdminCompanyListQuery = z.output<typeof adminCompanyListQuerySchema>;

export const adminCompanyRowSchema = z.object({
  id: z.string(),
  companyCode: z.string(),
  /** The name the company registered with. */
  companyName: z.string(),
  /** The profile's Chinese name, for zh and cn readers (company-name.ts). */
  nameZh: z.string().nullable(),
  contactJobRole: z.string(),
  email: z.string(),
  approvalStatus: z.number(),
  /** The profile's region (REGIONS), null before the profile is saved. */
  region: z.string().nullable(),
  accountStatus: z.number(),
  openJobs: z.number(),
  hires: z.number(),
  registeredAt: z.string(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;
/**
 * A page of companies: each with how long it has waited for approval and the officer who took it
 * (the dashboard's queue; decisions 051 and 056).
 */
export const adminCompanyPageSchema = z.object({
  items: z.array(adminCompanyRowSchema.extend({ ...queueWaitFields, ...assignedFields })),
  ...page,
});
export type AdminCompanyPage = z.infer<typeof adminCompanyPageSchema>;

// ---- Jobs -----------------------------------------------------------------------------------

/** GET /v1/admin/jobs and its export: a position or company name; company, status, approval, place, function. */
export const adminJobFiltersSchema = z.object({
  keyword: optionalText(TEXT_MAX_LENGTH),
  companyId: idParam(),
  status: codeParam(JOB_STATUS_VALUES),
  approval: codeParam(APPROVAL_VALUES),
  location: wordParam(REGIONS),
  jobFunction: wordParam(JOB_FUNCTIONS),
  ids: idsParam(),
  sort: sortParam(ADMIN_JOB_SORTS),
});
export type AdminJobFilters = z.output<typeof adminJobFiltersSchema>;
export const adminJobListQuerySchema = adminJobFiltersSchema.extend(pageQueryFields(ADMIN_LIST_MAX_TAKE));
export type AdminJobListQuery = z.output<typeof adminJobListQuerySchema>;

export const adminJobRowSchema = z.object({
  id: z.string(),
  positionName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyNameZh: z.string().nullable(),
  status: z.number(),
  approvalStatus: z.number(),
  location: z.string(),
  jobFunction: z.string(),
  applicants: z.number(),
  expiresOn: z.string(),
  createdAt: z.string(),
});
export type AdminJobRow = z.infer<typeof adminJobRowSchema>;
export const adminJobListPageSchema = z.object({ items: z.array(adminJobRowSchema), ...page });
export type AdminJobListPage = z.infer<typeof adminJobListPageSchema>;

// ---- Applications ---------------------------------------------------------------------------

/** GET /v1/admin/applications and its export: a candidate's name or email, or a position; company, job, stage, school. */
export const adminApplicationFiltersSchema = z.object({
  keyword: optionalText(TEXT_MAX_LENGTH),
  companyId: idParam(),
  jobId: idParam(),
  stage: codeParam(APPLIED_STAGES),
  institution: wordParam(INSTITUTIONS),
  ids: idsParam(),
  sort: sortParam(ADMIN_APPLICATION_SORTS),
});
export type AdminApplicationFilters = z.output<typeof adminApplicationFiltersSchema>;
export const adminApplicationListQuerySchema = adminApplicationFiltersSchema.extend(
  pageQueryFields(ADMIN_LIST_MAX_TAKE),
);
export type AdminApplicationListQuery = z.output<typeof adminApplicationListQuerySchema>;

export const adminApplicationRowSchema = z.object({
  id: z.string(),
  stage: z.number(),
  candidate: z.object({
    id: z.string(),
    englishName: z.string(),
    chineseName: z.string().nullable(),
    email: z.string(),
    institution: z.string(),
    institutionOther: z.string().nullable(),
  }),
  job: z.object({ id: z.string(), positionName: z.string() }),
  company: z.object({ id: z.string(), name: z.string(), nameZh: z.string().nullable() }),
  appliedAt: z.string(),
  stageChangedAt: z.string(),
});
export type AdminApplicationRow = z.infer<typeof adminApplicationRowSchema>;
export const adminApplicationPageSchema = z.object({ items: z.array(adminApplicationRowSchema), ...page });
export type AdminApplicationPage = z.infer<typeof adminApplicationPageSchema>;
