// A company's saved candidates (SPEC section 7, "Company and bookmarks"): the company bookmarks a
// candidate who applied to one of its jobs, lists them and removes them. Adding and deleting are
// each a POST with a body.
import { z } from 'zod';
import { applicantSchema } from './company-applicant-schemas.js';
import { ErrorCode } from './error-codes.js';
import { requiredOrInvalid } from './field-schemas.js';
import { pageQuery } from './job-search-schemas.js';
import { TEXT_MAX_LENGTH } from './limits.js';

/** POST /v1/company/bookmark/favorite-candidates and /delete-favorite-candidates. */
export const candidateIdBodySchema = z.object({
  candidateId: z.uuid({ error: requiredOrInvalid }),
});
export type CandidateIdBody = z.input<typeof candidateIdBodySchema>;

/** GET /v1/company/bookmark/favorite-candidates: a name to look for (English or Chinese), paged. */
export const savedCandidateListQuerySchema = z.object({
  keyword: z
    .string({ error: ErrorCode.FIELD_INVALID })
    .trim()
    .max(TEXT_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG)
    .optional()
    .transform((v) => (v ? v : undefined)),
  ...pageQuery,
});
export type SavedCandidateListQuery = z.input<typeof savedCandidateListQuerySchema>;

/** A saved candidate: the profile summary, when it was saved, and their applications to the company. */
export const savedCandidateSchema = applicantSchema.extend({
  skills: z.array(z.string()),
  bookmarkedAt: z.string(),
  /** How many of the company's jobs the candidate applied to. */
  applicationCount: z.number(),
  /** The application whose stage changed last, or null when none is left to see. */
  latestApplication: z
    .object({
      id: z.string(),
      stage: z.number(),
      stageChangedAt: z.string(),
      job: z.object({ id: z.string(), positionName: z.string() }),
    })
    .nullable(),
});
export type SavedCandidate = z.infer<typeof savedCandidateSchema>;

export const savedCandidatePageSchema = z.object({
  items: z.array(savedCandidateSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type SavedCandidatePage = z.infer<typeof savedCandidatePageSchema>;

/** The answer to adding or removing a bookmark: the state now and the words to show. */
export const candidateBookmarkResultSchema = z.object({
  candidateId: z.string(),
  bookmarked: z.boolean(),
  message: z.string(),
});
export type CandidateBookmarkResult = z.infer<typeof candidateBookmarkResultSchema>;
