// The office's saved views of the admin lists (issue 27, section 4; docs/decisions/057): a named
// list query (its filters and its sort) that every officer sees and applies, and that may be sent
// each week as a CSV file to chosen colleagues. A view's query is read with that list's own
// filter schema (admin-list-schemas.ts), so a view means what the list's address means.
import { z } from 'zod';
import { queryAsText } from './admin-list-choices.js';
import {
  adminApplicationFiltersSchema,
  adminCandidateFiltersSchema,
  adminCompanyFiltersSchema,
  adminJobFiltersSchema,
} from './admin-list-schemas.js';
import { ErrorCode } from './error-codes.js';
import { numericChoiceField, requiredOrInvalid, requiredText } from './field-schemas.js';

/** The lists a view can be saved of: the four admin lists (decision 022). */
export const SAVED_VIEW_LISTS = ['candidates', 'companies', 'jobs', 'applications'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/** The filter schema of each list: what its address, its CSV and its views read. */
export const SAVED_VIEW_QUERY_SCHEMAS = {
  candidates: adminCandidateFiltersSchema,
  companies: adminCompanyFiltersSchema,
  jobs: adminJobFiltersSchema,
  applications: adminApplicationFiltersSchema,
} as const;

/** A view's name: a short label in a menu. */
export const SAVED_VIEW_NAME_MAX_LENGTH = 80;
/** Views the office keeps of one list: enough for every report, short enough to choose from. */
export const SAVED_VIEWS_PER_LIST_MAX = 30;
/** Colleagues one view is emailed to. */
export const SAVED_VIEW_RECIPIENTS_MAX = 20;

/** The days of a weekly export, ISO numbered: 1 Monday … 7 Sunday (Hong Kong). */
export const SAVED_VIEW_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The hours of a weekly export, Hong Kong time. */
export const SAVED_VIEW_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const nameField = () => requiredText(SAVED_VIEW_NAME_MAX_LENGTH);

/**
 * POST /v1/admin/saved-views and PUT /v1/admin/saved-views/{id}: the list, the name, and the
 * query (filters and sort, without the page; none is the list as it opens) checked by that list's
 * own schema, so a bad value is a 400 naming `query.<filter>`. The view keeps the query as the
 * address writes it.
 */
export const savedViewInputSchema = z
  .object({
    list: z.enum(SAVED_VIEW_LISTS, { error: requiredOrInvalid }),
    name: nameField(),
    query: z.record(z.string(), z.unknown(), { error: ErrorCode.FIELD_INVALID }).optional(),
  })
  .transform((input, ctx) => {
    const checked = SAVED_VIEW_QUERY_SCHEMAS[input.list].safeParse(input.query ?? {});
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['query', ...issue.path] });
      }
      return z.NEVER;
    }
    return { list: input.list, name: input.name, query: queryAsText(checked.data) };
  });
export type SavedViewInput = z.input<typeof savedViewInputSchema>;
export type SavedViewFields = z.output<typeof savedViewInputSchema>;

/** The name alone, as the save and rename forms check it before sending. */
export const savedViewNameSchema = z.object({ name: nameField() });

/**
 * PUT /v1/admin/saved-views/{id}/schedule: each week on `weekday` at `hour` (Hong Kong), the view's
 * CSV to each of `recipientIds`, active members of the office (each once).
 */
export const savedViewScheduleInputSchema = z.object({
  weekday: numericChoiceField(SAVED_VIEW_WEEKDAYS),
  hour: numericChoiceField(SAVED_VIEW_HOURS),
  recipientIds: z
    .array(z.uuid({ error: ErrorCode.FIELD_INVALID }), { error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= SAVED_VIEW_RECIPIENTS_MAX, ErrorCode.TOO_MANY_ITEMS),
});
export type SavedViewScheduleInput = z.input<typeof savedViewScheduleInputSchema>;
export type SavedViewSchedule = z.output<typeof savedViewScheduleInputSchema>;

export const savedViewSchema = z.object({
  id: z.string(),
  list: z.enum(SAVED_VIEW_LISTS),
  name: z.string(),
  /** The filters and the sort as the list's address writes them. */
  query: z.record(z.string(), z.string()),
  /** The weekly export, or null when the view is not sent. */
  schedule: z
    .object({
      weekday: z.number(),
      hour: z.number(),
      /** The colleagues it goes to; one suspended or removed since is listed but skipped. */
      recipients: z.array(z.object({ id: z.string(), email: z.string(), active: z.boolean() })),
      /** The Monday (Hong Kong) of the last week it was sent, or null before the first. */
      lastSentWeek: z.string().nullable(),
    })
    .nullable(),
  /** The officer who saved it; null once their account is gone. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListQuerySchema = z.object({
  list: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(SAVED_VIEW_LISTS, { error: ErrorCode.FIELD_INVALID }).optional(),
  ),
});
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });
export const savedViewIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });
