// The scheme's rounds as the office manages them (/v1/admin/rounds) and as everyone reads them
// (/v1/rounds): a name in three languages, the application period in Hong Kong dates, the
// internship's length, the monthly allowance per side and the eligibility window (docs/decisions/039).
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { isIsoDate, requiredOrInvalid, requiredText } from './field-schemas.js';
import { PLACES_MAX } from './place-schemas.js';
import { ROUND_PHASES } from './scheme-rounds.js';

export const ROUND_NAME_MAX_LENGTH = 100;
/** The longest an internship may run, extensions included, in any round. */
export const ROUND_MONTHS_MAX = 12;
/** The highest monthly allowance a round may set, in its side's currency. */
export const ROUND_ALLOWANCE_MAX = 1_000_000;
/** The longest prior-employment window a round may set, in months. */
export const ROUND_PRIOR_EMPLOYMENT_MAX = 24;

/** The currency each side's allowance is paid in (SPEC section 1). */
export const ALLOWANCE_CURRENCY = { HongKong: 'HKD', GBA: 'RMB' } as const;

const dayField = () =>
  z.string({ error: requiredOrInvalid }).min(1, ErrorCode.FIELD_REQUIRED).refine(isIsoDate, ErrorCode.FIELD_INVALID);

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: requiredOrInvalid })
    .int(ErrorCode.FIELD_INVALID)
    .min(min, ErrorCode.FIELD_INVALID)
    .max(max, ErrorCode.FIELD_INVALID);

export const roundFieldsSchema = z.object({
  nameEn: requiredText(ROUND_NAME_MAX_LENGTH),
  nameZh: requiredText(ROUND_NAME_MAX_LENGTH),
  nameCn: requiredText(ROUND_NAME_MAX_LENGTH),
  applicationStart: dayField(),
  applicationEnd: dayField(),
  /** The internship's length, in months, before any extension. */
  internshipMonths: wholeNumber(1, ROUND_MONTHS_MAX),
  /** The most an internship may run with its extensions, in months. */
  maxInternshipMonths: wholeNumber(1, ROUND_MONTHS_MAX),
  /** Monthly allowance for Hong Kong positions, in HKD. */
  allowanceHongKong: wholeNumber(0, ROUND_ALLOWANCE_MAX),
  /** Monthly allowance for GBA mainland positions, in RMB. */
  allowanceGba: wholeNumber(0, ROUND_ALLOWANCE_MAX),
  /** The eligibility rule "not employed by the company in the N months before the period" reads N here. */
  priorEmploymentMonths: wholeNumber(0, ROUND_PRIOR_EMPLOYMENT_MAX),
  /**
   * The round's funded places (docs/decisions/040): once every one is taken the round ends early.
   * Null: the round counts no places and offers are not limited. Left out: a new round counts
   * none, an edited one keeps its total.
   */
  totalPlaces: wholeNumber(1, PLACES_MAX).nullable().optional(),
});

/** The period ends on or after its first day; an extension cannot be shorter than the internship. */
export function refineRound(
  value: Partial<Pick<RoundValues, 'applicationStart' | 'applicationEnd' | 'internshipMonths' | 'maxInternshipMonths'>>,
  ctx: z.RefinementCtx,
): void {
  const { applicationStart, applicationEnd, internshipMonths, maxInternshipMonths } = value;
  if (applicationStart && applicationEnd && applicationEnd < applicationStart) {
    ctx.addIssue({ code: 'custom', message: ErrorCode.END_BEFORE_START, path: ['applicationEnd'] });
  }
  if (
    typeof internshipMonths === 'number' &&
    typeof maxInternshipMonths === 'number' &&
    maxInternshipMonths < internshipMonths
  ) {
    ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_INVALID, path: ['maxInternshipMonths'] });
  }
}

/** The form's fields by name: where the API's refusals are put beside their field. */
export const ROUND_FIELDS = Object.keys(roundFieldsSchema.shape) as (keyof z.input<typeof roundFieldsSchema>)[];

/** POST /v1/admin/rounds and PUT /v1/admin/rounds/{id}. */
export const roundInputSchema = roundFieldsSchema.superRefine(refineRound);
export type RoundInput = z.input<typeof roundInputSchema>;
export type RoundValues = z.output<typeof roundFieldsSchema>;

/** A round as everyone reads it. */
export const roundSchema = roundFieldsSchema.extend({
  id: z.string(),
  /** Where the round stands today (Hong Kong). */
  phase: z.enum(ROUND_PHASES),
  /** Every funded place was taken: the round ended before its last day (docs/decisions/040). */
  full: z.boolean(),
});
export type Round = z.infer<typeof roundSchema>;

/**
 * What a job says of its round: which one, when it takes applications, and the prior-employment
 * window the candidate confirms when applying.
 */
export const roundSummarySchema = roundSchema.pick({
  id: true,
  nameEn: true,
  nameZh: true,
  nameCn: true,
  applicationStart: true,
  applicationEnd: true,
  priorEmploymentMonths: true,
  phase: true,
  full: true,
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

/** A round in the office's list: with the jobs that belong to it (a round with jobs cannot be deleted). */
export const adminRoundSchema = roundSchema.extend({
  jobCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRound = z.infer<typeof adminRoundSchema>;

export const adminRoundListSchema = z.object({ items: z.array(adminRoundSchema) });
export type AdminRoundList = z.infer<typeof adminRoundListSchema>;

/** GET /v1/rounds: the round taking applications today, if any, and those announced after it. */
export const publicRoundsSchema = z.object({
  current: roundSchema.nullable(),
  /** The current round's funded places not yet taken; null when it counts none (docs/decisions/040). */
  placesLeft: z.number().nullable(),
  upcoming: z.array(roundSchema),
});
export type PublicRounds = z.infer<typeof publicRoundsSchema>;

export const roundIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });
