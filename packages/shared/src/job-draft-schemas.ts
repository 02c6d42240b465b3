// A job form's draft (docs/decisions/006-jobs.md): what the company has typed so far, kept on the
// server and restored when it comes back. PUT /v1/job/draft takes it; GET answers it.
import { z } from 'zod';
import { EDUCATION_LEVELS } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { CONTRACT_TYPES, CURRENCIES, JOB_FUNCTIONS, JOB_MODES, PAY_FREQUENCIES, REGIONS } from './job-enums.js';
import { jobCityField, SALARY_MAX } from './job-form-schemas.js';
import { LONG_TEXT_MAX_LENGTH, MAX_SKILLS, SKILL_MAX_LENGTH, TEXT_MAX_LENGTH } from './limits.js';

/**
 * A draft may be half filled: every field is optional and only its type and length are
 * checked, so whatever the form holds can be kept and restored.
 */
const draftText = (max: number) => z.string({ error: ErrorCode.FIELD_INVALID }).max(max, ErrorCode.FIELD_TOO_LONG);
const draftYear = () => z.number({ error: ErrorCode.FIELD_INVALID }).int(ErrorCode.FIELD_INVALID).nullable();
const draftChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: ErrorCode.FIELD_INVALID }).nullable();
export const jobDraftSchema = z
  .object({
    positionName: draftText(TEXT_MAX_LENGTH),
    jobFunction: draftChoice(JOB_FUNCTIONS),
    jobMode: draftChoice(JOB_MODES),
    location: draftChoice(REGIONS),
    city: jobCityField().nullable(),
    skills: z
      .array(draftText(SKILL_MAX_LENGTH), { error: ErrorCode.FIELD_INVALID })
      .max(MAX_SKILLS, ErrorCode.TOO_MANY_ITEMS),
    salary: z
      .number({ error: ErrorCode.FIELD_INVALID })
      .min(0, ErrorCode.FIELD_INVALID)
      .max(SALARY_MAX, ErrorCode.FIELD_INVALID)
      .nullable(),
    currency: draftChoice(CURRENCIES),
    payFrequency: draftChoice(PAY_FREQUENCIES),
    contractType: draftChoice(CONTRACT_TYPES),
    expiresOn: draftText(10).nullable(),
    description: draftText(LONG_TEXT_MAX_LENGTH),
    requirements: draftText(LONG_TEXT_MAX_LENGTH),
    educationLevels: z
      .array(z.enum(EDUCATION_LEVELS, { error: ErrorCode.FIELD_INVALID }), { error: ErrorCode.FIELD_INVALID })
      .max(EDUCATION_LEVELS.length, ErrorCode.TOO_MANY_ITEMS),
    graduationYearFrom: draftYear(),
    graduationYearTo: draftYear(),
    /**
     * The round chosen (docs/decisions/039), restored with the rest; one no longer offered when the
     * draft comes back gives way to the form's first choice, as the API checks the round on posting.
     */
    roundId: z.uuid({ error: ErrorCode.FIELD_INVALID }).nullable(),
  })
  .partial();
export type JobDraftData = z.output<typeof jobDraftSchema>;

export const jobDraftResponseSchema = z.object({
  data: jobDraftSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type JobDraftResponse = z.infer<typeof jobDraftResponseSchema>;
