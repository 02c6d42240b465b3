// The job form (SPEC sections 3, 4 and 7, "Jobs"): what a company sends to create or edit a job.
// The API validates with these; the job form validates with the same objects. Approval, status,
// posting date, view count and the owning company are never part of it (docs/decisions/006-jobs.md).
import { z } from 'zod';
import { graduationYearField } from './auth-schemas.js';
import { ApprovalStatus, EDUCATION_LEVELS } from './enums.js';
import { ErrorCode } from './error-codes.js';
import {
  choiceField,
  isIsoDate,
  lineRule,
  numericChoiceField,
  requiredOrInvalid,
  requiredText,
} from './field-schemas.js';
import {
  CONTRACT_TYPES,
  CURRENCIES,
  JOB_CITY_VALUES,
  JOB_FUNCTIONS,
  JOB_MODES,
  PAY_FREQUENCIES,
  REGIONS,
} from './job-enums.js';
import { LONG_TEXT_MAX_LENGTH, MAX_SKILLS, SKILL_MAX_LENGTH, TEXT_MAX_LENGTH } from './limits.js';

/** numeric(12, 2) holds up to 9,999,999,999.99; no internship pays more. */
export const SALARY_MAX = 9_999_999_999;

/** SPEC section 5: a job's expiry date cannot be in the past; today is allowed. */
export function isDateInPast(date: string, today: string): boolean {
  return date < today;
}

/**
 * SPEC section 6: only a company accepted into the scheme has jobs posted, by itself or by the
 * scheme office. The API refuses anything else (FORBIDDEN), and no screen offers it.
 */
export function companyMayPostJobs(approvalStatus: number): boolean {
  return approvalStatus === ApprovalStatus.APPROVED;
}

/** A job's city: one of the codes of SPEC section 4 (the job form and its draft). */
export const jobCityField = () => numericChoiceField(JOB_CITY_VALUES);

/** A job's skills: each one line, not blank; the same skill twice is kept once. */
const skillsField = () =>
  z
    .array(
      lineRule(
        z
          .string({ error: ErrorCode.FIELD_INVALID })
          .trim()
          .min(1, ErrorCode.FIELD_INVALID)
          .max(SKILL_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG),
      ),
      { error: ErrorCode.FIELD_INVALID },
    )
    .max(MAX_SKILLS, ErrorCode.TOO_MANY_ITEMS)
    // The same skill twice, whatever its case, is kept once.
    .transform((skills) => skills.filter((s, i) => skills.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i))
    .default([]);

const salaryField = () =>
  z
    .number({ error: ErrorCode.FIELD_INVALID })
    .min(0, ErrorCode.FIELD_INVALID)
    .max(SALARY_MAX, ErrorCode.FIELD_INVALID)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** The education levels a job asks for (matching, docs/decisions/027): none means any. */
export const jobEducationLevelsField = () =>
  z
    .array(z.enum(EDUCATION_LEVELS, { error: ErrorCode.FIELD_INVALID }), { error: ErrorCode.FIELD_INVALID })
    .refine((levels) => new Set(levels).size === levels.length, ErrorCode.FIELD_INVALID)
    .default([]);

/** One end of the graduation years a job suits: a year the candidate's form allows, or no bound. */
const graduationBoundField = () =>
  graduationYearField()
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** The graduation years run forwards: "to" before "from" is FIELD_INVALID on `graduationYearTo`. */
export function refineGraduationYears(
  value: { graduationYearFrom?: number | null | undefined; graduationYearTo?: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const { graduationYearFrom: from, graduationYearTo: to } = value;
  if (typeof from === 'number' && typeof to === 'number' && from > to) {
    ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_INVALID, path: ['graduationYearTo'] });
  }
}

/**
 * `refineGraduationYears` runs once both years are valid, whatever the other fields: the form then
 * shows its error with theirs, not only after they are fixed.
 */
export const graduationYearsCheck = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'graduationYearFrom' || issue.path?.[0] === 'graduationYearTo'),
};

const expiresOnField = () =>
  z.string({ error: requiredOrInvalid }).min(1, ErrorCode.FIELD_REQUIRED).refine(isIsoDate, ErrorCode.FIELD_INVALID);

/**
 * The job form's fields, without the check across the two graduation years: the admin's form and
 * the web's narrow this object and then add `refineGraduationYears` (zod refuses to extend a
 * refined object).
 */
export const jobFieldsSchema = z.object({
  positionName: requiredText(TEXT_MAX_LENGTH),
  jobFunction: choiceField(JOB_FUNCTIONS),
  jobMode: choiceField(JOB_MODES),
  location: choiceField(REGIONS),
  city: jobCityField(),
  skills: skillsField(),
  salary: salaryField(),
  currency: choiceField(CURRENCIES),
  payFrequency: choiceField(PAY_FREQUENCIES),
  contractType: choiceField(CONTRACT_TYPES),
  /** Checked against today (Hong Kong) by the API and by the form: DATE_IN_PAST. */
  expiresOn: expiresOnField(),
  description: requiredText(LONG_TEXT_MAX_LENGTH, { multiline: true }),
  requirements: requiredText(LONG_TEXT_MAX_LENGTH, { multiline: true }),
  /** Who the job is for, as matching reads it (docs/decisions/027): none and null mean any. */
  educationLevels: jobEducationLevelsField(),
  graduationYearFrom: graduationBoundField(),
  graduationYearTo: graduationBoundField(),
  /**
   * The round the job takes applications in (docs/decisions/039): a current or upcoming one. Left
   * out, a new job joins the current round (else the next) and an edited job keeps its own.
   */
  roundId: z.uuid({ error: ErrorCode.FIELD_INVALID }).optional(),
});

/** The job form: POST /v1/job/company-create-job and PUT /v1/job/update/{id}. */
export const jobInputSchema = jobFieldsSchema.superRefine(refineGraduationYears, graduationYearsCheck);
export type JobInput = z.input<typeof jobInputSchema>;
export type JobValues = z.output<typeof jobInputSchema>;
export const JOB_FIELDS = Object.keys(jobFieldsSchema.shape) as (keyof JobValues)[];
