// The office's reports for the funder (issue 25 section 4; docs/decisions/042-reports.md): places,
// the flow of applications and the allowance money, each computed in the database from the records
// on request, filtered by round and by a range of Hong Kong dates, and exported as CSV files under
// the export rules of decision 022. Every figure's exact meaning is in decision 042.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined } from './field-schemas.js';
import { placeCountsSchema } from './place-schemas.js';
import { PLACE_SIDES } from './place-sides.js';

/** The three reports, each at /v1/admin/reports/<kind> and its CSV at …/<kind>/export-csv. */
export const REPORT_KINDS = ['places', 'flow', 'money'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The API paths under /v1 of a report and of its CSV file. */
export const reportPath = (kind: ReportKind) => `/admin/reports/${kind}`;
export const reportCsvPath = (kind: ReportKind) => `/admin/reports/${kind}/export-csv`;

/** The longest date range a report answers: its fill series has one point per day. */
export const REPORT_RANGE_MAX_DAYS = 1_100;

/** The groupings of the flow report. */
export const FLOW_GROUPINGS = ['company', 'side', 'institution', 'programme', 'round'] as const;
export type FlowGrouping = (typeof FLOW_GROUPINGS)[number];

/** Each side's currency: HKD for Hong Kong, RMB for the GBA mainland. Never added together. */
export const REPORT_CURRENCIES = ['HKD', 'RMB'] as const;

const invalid = { error: ErrorCode.FIELD_INVALID };
const dayField = () => z.preprocess(blankToUndefined, z.iso.date(invalid).optional());

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The filters every report takes: a round (every round when absent), and a range of Hong Kong dates,
 * both ends included (`from` 00:00 HKT to the end of `to`), applying to when each counted event
 * happened. A range may not end before it starts (END_BEFORE_START on `to`) nor pass
 * REPORT_RANGE_MAX_DAYS (REPORT_RANGE_TOO_LONG on `to`).
 */
const reportFilterFields = {
  roundId: z.preprocess(blankToUndefined, z.uuid(invalid).optional()),
  from: dayField(),
  to: dayField(),
};

function refineRange(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (!value.from || !value.to) return;
  if (value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: ErrorCode.END_BEFORE_START });
    return;
  }
  const days = (Date.parse(value.to) - Date.parse(value.from)) / DAY_MS + 1;
  if (days > REPORT_RANGE_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: ErrorCode.REPORT_RANGE_TOO_LONG });
  }
}

/** GET /v1/admin/reports/places and /money, and their CSV files. */
export const reportQuerySchema = z.object(reportFilterFields).superRefine(refineRange);
export type ReportQuery = z.output<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

/** GET /v1/admin/reports/flow and its CSV file: the filters and the grouping (company when absent). */
export const flowReportQuerySchema = z
  .object({
    ...reportFilterFields,
    by: z.preprocess(blankToUndefined, z.enum(FLOW_GROUPINGS, invalid).default('company')),
  })
  .superRefine(refineRange);
export type FlowReportQuery = z.output<typeof flowReportQuerySchema>;
export type FlowReportQueryInput = z.input<typeof flowReportQuerySchema>;

/** An institution's figures (docs/decisions/061): its students' flow by round (when absent), programme or side. */
export const INSTITUTION_FIGURE_GROUPINGS = ['round', 'programme', 'side'] as const;
export const institutionFiguresQuerySchema = z
  .object({
    ...reportFilterFields,
    by: z.preprocess(blankToUndefined, z.enum(INSTITUTION_FIGURE_GROUPINGS, invalid).default('round')),
  })
  .superRefine(refineRange);
export type InstitutionFiguresQuery = z.output<typeof institutionFiguresQuerySchema>;

/** The filters as the report applied them, and the day its figures stand at. */
const appliedFiltersSchema = z.object({
  roundId: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The Hong Kong day the figures stand at the end of: `to`, or today when `to` is absent or later. */
  asOf: z.string(),
});

// ---- Places ----

/**
 * One company's places on one side. granted: its grants (of the round, or summed over the rounds);
 * held and taken: offers open and hires at the end of `asOf`; left: granted less held and taken,
 * never below 0; takenInRange: hires made within the range (taken when there is no `from`).
 */
const placesRowSchema = placeCountsSchema.extend({
  companyId: z.string(),
  companyName: z.string(),
  side: z.enum(PLACE_SIDES),
  takenInRange: z.number(),
  /** Held and taken places by the jobs' cities (JobCity codes), cities with none left out. */
  cities: z.array(z.object({ city: z.number(), held: z.number(), taken: z.number(), takenInRange: z.number() })),
});
export type PlacesReportRow = z.infer<typeof placesRowSchema>;

/** One Hong Kong day of the fill: places taken by its end, and the share of the round's total. */
export const fillPointSchema = z.object({
  date: z.string(),
  taken: z.number(),
  /** taken / totalPlaces, 0-1; null when the rounds count no places. */
  rate: z.number().nullable(),
});
export type FillPoint = z.infer<typeof fillPointSchema>;

/** GET /v1/admin/reports/places. */
export const placesReportSchema = z.object({
  filters: appliedFiltersSchema,
  /** The round's total places (summed over the rounds); null when a round in scope counts none. */
  totalPlaces: z.number().nullable(),
  /** Every company's figures, summed. */
  total: placeCountsSchema.extend({ takenInRange: z.number() }),
  sides: z.array(placeCountsSchema.extend({ side: z.enum(PLACE_SIDES), takenInRange: z.number() })),
  rows: z.array(placesRowSchema),
  /** Each Hong Kong day from the range's start (or the earliest round's first day) to `asOf`, oldest first. */
  fill: z.array(fillPointSchema),
});
export type PlacesReport = z.infer<typeof placesReportSchema>;

// ---- Flow ----

/** The flow figures of one group (or of all of them). */
export const flowFiguresSchema = z.object({
  /** Applications made within the range (applied_at). */
  applications: z.number(),
  /** Applications moved to interviewing (3), to an offer (5), to hired (6) within the range, each once. */
  interviews: z.number(),
  offers: z.number(),
  acceptances: z.number(),
  /** Of the applications made within the range: those the company moved at least once. */
  responded: z.number(),
  /** responded / applications, 0-1; null with no applications. */
  responseRate: z.number().nullable(),
  /** Of those applications: median days from applying to the company's first move, and to an offer. */
  medianDaysToResponse: z.number().nullable(),
  medianDaysToOffer: z.number().nullable(),
  /** The office's picks made within the range (withdrawn ones included, decision 028) … */
  recommended: z.number(),
  /** … the candidate applied to the job after the pick … */
  recommendedApplied: z.number(),
  /** … and that application was hired. */
  recommendedHired: z.number(),
});
export type FlowFigures = z.infer<typeof flowFiguresSchema>;

/**
 * One group: key is the company's or the round's id, the side (PLACE_SIDES), the institution's
 * code, or the programme as most often written; label is its name in the caller's language.
 */
export const flowGroupSchema = flowFiguresSchema.extend({ key: z.string(), label: z.string() });
export type FlowGroup = z.infer<typeof flowGroupSchema>;

/** GET /v1/admin/reports/flow: groups ordered by applications (most first), then label. */
export const flowReportSchema = z.object({
  filters: appliedFiltersSchema,
  by: z.enum(FLOW_GROUPINGS),
  groups: z.array(flowGroupSchema),
  total: flowFiguresSchema,
});
export type FlowReport = z.infer<typeof flowReportSchema>;

// ---- Money ----

/** One side's allowance, in its currency. */
export const moneyRowSchema = z.object({
  side: z.enum(PLACE_SIDES),
  currency: z.enum(REPORT_CURRENCIES),
  /** Placements made (offers accepted) within the range. */
  placements: z.number(),
  /** Their committed months and amount (decision 041), and what is paid out by today (Hong Kong). */
  committedMonths: z.number(),
  committed: z.number(),
  paidMonths: z.number(),
  paid: z.number(),
  /** Extension requests made within the range, by where they stand now. */
  extensionsAsked: z.number(),
  extensionsApproved: z.number(),
  extensionsRefused: z.number(),
  extensionsWithdrawn: z.number(),
  extensionsPending: z.number(),
  /** Months the approved ones added. */
  extensionMonthsApproved: z.number(),
  /** Placements whose last day worked (ended early) is within the range. */
  earlyEnds: z.number(),
});
export type MoneyRow = z.infer<typeof moneyRowSchema>;

/** GET /v1/admin/reports/money: one row per side, Hong Kong first, even when it has none. */
export const moneyReportSchema = z.object({
  filters: appliedFiltersSchema,
  sides: z.array(moneyRowSchema),
});
export type MoneyReport = z.infer<typeof moneyReportSchema>;
