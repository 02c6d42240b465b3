// The eligibility rules' contracts (docs/decisions/026): the candidate's confirmations
// (PUT/GET /v1/user/eligibility-declarations), the per-company confirmations sent with an
// application, and the answer every screen shows (each rule, its state and reason).
import { z } from 'zod';
import {
  APPLICATION_DECLARATIONS,
  ELIGIBILITY_RULES,
  type EligibilityAnswer,
  PROFILE_DECLARATIONS,
  RULE_STATES,
} from './eligibility-rule-definitions.js';
import { CITIES } from './enums.js';
import { ErrorCode } from './error-codes.js';

const invalid = { error: ErrorCode.FIELD_INVALID };
const confirmation = () => z.boolean(invalid).optional();

/**
 * PUT /v1/user/eligibility-declarations: any subset; what is not sent is not changed. true confirms,
 * false withdraws the confirmation. `studyCity` is where an institution listed as Other is (null clears).
 */
export const eligibilityDeclarationsInputSchema = z.object({
  adult: confirmation(),
  fullTimeStudent: confirmation(),
  fintechProgramme: confirmation(),
  noOtherAllowance: confirmation(),
  entryEndorsement: confirmation(),
  studyCity: z.enum(CITIES, invalid).nullable().optional(),
});
export type EligibilityDeclarationsInput = z.input<typeof eligibilityDeclarationsInputSchema>;
export type EligibilityDeclarationsValues = z.output<typeof eligibilityDeclarationsInputSchema>;

/** The candidate's confirmations as they stand, and which questions apply to them at all. */
export const eligibilityDeclarationsSchema = z.object({
  adult: z.boolean(),
  fullTimeStudent: z.boolean(),
  fintechProgramme: z.boolean(),
  noOtherAllowance: z.boolean(),
  entryEndorsement: z.boolean(),
  studyCity: z.enum(CITIES).nullable(),
  /** Asked only when the institution is Other: every listed institution is in Hong Kong. */
  studyCityAsked: z.boolean(),
  /** Asked only of mainland students studying in a GBA mainland city (Hong Kong positions need it). */
  entryEndorsementAsked: z.boolean(),
});
export type EligibilityDeclarations = z.infer<typeof eligibilityDeclarationsSchema>;

/** Sent with an application: the confirmations about this company. */
export const applicationDeclarationsSchema = z
  .object({
    notRelated: z.boolean(invalid).default(false),
    notRecentlyEmployed: z.boolean(invalid).default(false),
  })
  .default({ notRelated: false, notRecentlyEmployed: false });

export const ruleResultSchema = z.object({
  rule: z.enum(ELIGIBILITY_RULES),
  state: z.enum(RULE_STATES),
  /** A key under the `eligibilityRules:reasons` catalog. */
  reason: z.string(),
  /** Values of the reason's text (a company's name; dates as YYYY-MM-DD Hong Kong dates, named *Date). */
  params: z.record(z.string(), z.string()).optional(),
  /** The fact the candidate can still give that settles the rule. */
  missing: z.enum([...PROFILE_DECLARATIONS, ...APPLICATION_DECLARATIONS, 'studyCity']).optional(),
});

export const eligibilityAnswerSchema = z.object({
  overall: z.enum(RULE_STATES),
  rules: z.array(ruleResultSchema),
}) satisfies z.ZodType<EligibilityAnswer>;

/** The admin's record: the company-independent rules for Hong Kong and for GBA mainland positions. */
export const regionEligibilitySchema = z.object({
  HongKong: eligibilityAnswerSchema,
  GBA: eligibilityAnswerSchema,
});
export type RegionEligibility = z.infer<typeof regionEligibilitySchema>;
