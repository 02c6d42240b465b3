// Placements (docs/decisions/041): an accepted offer becomes a placement with the round's monthly
// allowance for its side. The company proposes the start date and the intern agrees; the length is
// the round's internship months plus any extension the office approves, up to the round's longest;
// an early end is recorded with its reason. The allowance committed follows from these records.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined, isIsoDate, pageQueryFields, requiredOrInvalid, requiredText } from './field-schemas.js';
import { LONG_TEXT_MAX_LENGTH } from './limits.js';
import { PLACE_SIDES } from './place-sides.js';
import { PLACEMENT_STATES } from './placement-rules.js';
import { ROUND_MONTHS_MAX } from './round-schemas.js';

export const PLACEMENT_LIST_MAX_TAKE = 100;

/** An extension waits for the office, which approves or refuses it; an early end withdraws it. */
export const EXTENSION_STATUSES = ['pending', 'approved', 'refused', 'withdrawn'] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

const dayField = () =>
  z.string({ error: requiredOrInvalid }).min(1, ErrorCode.FIELD_REQUIRED).refine(isIsoDate, ErrorCode.FIELD_INVALID);

const reasonField = () => requiredText(LONG_TEXT_MAX_LENGTH, { multiline: true });

export const placementIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });
export const extensionParamsSchema = z.object({
  id: z.uuid({ error: ErrorCode.NOT_FOUND }),
  extensionId: z.uuid({ error: ErrorCode.NOT_FOUND }),
});

/** PUT /v1/placements/{id}/start-date (the company): the proposed first day, today or later. */
export const proposeStartInputSchema = z.object({ startDate: dayField() });
export type ProposeStartInput = z.input<typeof proposeStartInputSchema>;

/** POST /v1/placements/{id}/extensions (the company): more months, and why. */
export const extensionRequestInputSchema = z.object({
  months: z
    .number({ error: requiredOrInvalid })
    .int(ErrorCode.FIELD_INVALID)
    .min(1, ErrorCode.FIELD_INVALID)
    .max(ROUND_MONTHS_MAX, ErrorCode.FIELD_INVALID),
  reason: reasonField(),
});
export type ExtensionRequestInput = z.input<typeof extensionRequestInputSchema>;

/** PUT /v1/admin/placements/{id}/extensions/{extensionId} (the office): a refusal needs its reason. */
export const extensionDecisionInputSchema = z
  .object({
    decision: z.enum(['approved', 'refused'], { error: requiredOrInvalid }),
    reason: z
      .string({ error: ErrorCode.FIELD_INVALID })
      .trim()
      .max(LONG_TEXT_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'refused' && !value.reason) {
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['reason'] });
    }
  });
export type ExtensionDecisionInput = z.input<typeof extensionDecisionInputSchema>;

/** PUT /v1/placements/{id}/early-end (the company or the office): the last day worked, and why. */
export const earlyEndInputSchema = z.object({ endedOn: dayField(), reason: reasonField() });
export type EarlyEndInput = z.input<typeof earlyEndInputSchema>;

export const extensionSchema = z.object({
  id: z.string(),
  months: z.number(),
  reason: z.string(),
  status: z.enum(EXTENSION_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The office's reason: always given for a refusal. */
  decisionReason: z.string().nullable(),
});
export type Extension = z.infer<typeof extensionSchema>;

/** The allowance a placement commits, in its side's currency (HKD or RMB). */
export const allowanceSchema = z.object({
  currency: z.enum(['HKD', 'RMB']),
  monthly: z.number(),
  /** Months of allowance the placement commits: its length, or the months begun before an early end. */
  committedMonths: z.number(),
  committed: z.number(),
  /** Months of the commitment whose period has passed (Hong Kong today). */
  paidMonths: z.number(),
  paid: z.number(),
});
export type Allowance = z.infer<typeof allowanceSchema>;

/** A placement as its intern, its company and the office read it. */
export const placementSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  round: z.object({
    id: z.string(),
    nameEn: z.string(),
    nameZh: z.string(),
    nameCn: z.string(),
    maxMonths: z.number(),
  }),
  job: z.object({ id: z.string(), title: z.string(), city: z.number() }),
  company: z.object({ id: z.string(), name: z.string() }),
  /** The intern's name; the company and the office see it, the intern sees their own. */
  intern: z.object({ id: z.string(), name: z.string() }),
  side: z.enum(PLACE_SIDES),
  state: z.enum(PLACEMENT_STATES),
  startDate: z.string().nullable(),
  /** The last day, from the start date and the months; null until a start date is proposed. */
  endDate: z.string().nullable(),
  months: z.number(),
  datesAgreedAt: z.string().nullable(),
  endedOn: z.string().nullable(),
  endReason: z.string().nullable(),
  allowance: allowanceSchema,
  extensions: z.array(extensionSchema),
  createdAt: z.string(),
});
export type Placement = z.infer<typeof placementSchema>;

/** GET /v1/placements (the intern's or the company's own) and GET /v1/admin/placements. */
export const placementListQuerySchema = z.object({
  roundId: z.preprocess(blankToUndefined, z.uuid({ error: ErrorCode.FIELD_INVALID }).optional()),
  state: z.preprocess(blankToUndefined, z.enum(PLACEMENT_STATES, { error: ErrorCode.FIELD_INVALID }).optional()),
  /** Only placements with an extension waiting for the office. */
  pendingExtension: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === true),
    z.boolean().optional(),
  ),
  ...pageQueryFields(PLACEMENT_LIST_MAX_TAKE),
});
export type PlacementListQuery = z.input<typeof placementListQuerySchema>;

export const placementPageSchema = z.object({
  items: z.array(placementSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type PlacementPage = z.infer<typeof placementPageSchema>;
