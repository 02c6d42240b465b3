// One act on many records of the office's queues at once (issue 27, section 2; decisions 053 and
// 058): the records ticked, and the report of what was done to each and what was refused and why.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { requiredOrInvalid } from './field-schemas.js';

/** The ids ticked: at least one, at most `max`, none twice. */
export const bulkIdsField = (max: number) =>
  z
    .array(z.uuid({ error: ErrorCode.FIELD_INVALID }), { error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .max(max, ErrorCode.TOO_MANY_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, ErrorCode.FIELD_INVALID);

/** Each record done, or left as it was with the reason (an ErrorCode and its words); a summary. */
export const bulkResultSchema = z.object({
  decided: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), code: z.string(), message: z.string() })),
  message: z.string(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
