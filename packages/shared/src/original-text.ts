// What people write (job texts, company texts) is sent in the reader's Chinese script when it
// was written in the other one: Simplified shown to a Traditional (zh) reader in Hong Kong
// Traditional, and the other way round for a Simplified (cn) reader; never for English readers
// (docs/decisions/012-chinese-scripts.md). `original` holds the text as written for each field
// that was converted, so the reader can see it; a field missing from it was sent as written.
import { z } from 'zod';

/**
 * The names a job carries wherever it is referred to (an application, an interview, a
 * notification): its position and its company's names, as their company wrote them.
 */
export const JOB_NAME_TEXTS = ['positionName', 'companyName', 'companyNameZh'] as const;

/** What the author of a company review wrote, sent in the reader's script (the reply is its own text). */
export const REVIEW_TEXTS = ['title', 'jobTitle', 'likes', 'dislikes'] as const;

export function originalTextSchema<const K extends string>(fields: readonly K[]) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as {
    [P in K]: z.ZodOptional<z.ZodString>;
  };
  return z.object(shape).optional();
}
