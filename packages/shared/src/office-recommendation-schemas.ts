// The scheme office's recommendations (issue 15, section 3b; docs/decisions/028): the admin
// recommends jobs to a candidate and candidates to a job, reading the match while choosing, and
// withdraws a pick; the portal counts how picks turned into applications and hires. Only the
// admin calls these; the candidate and the company read the picks through the matching lists.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined, pageQueryFields } from './field-schemas.js';
import { TEXT_MAX_LENGTH } from './limits.js';
import { matchSchema, recommendedCandidateSchema, recommendedJobSchema } from './match-schemas.js';

const invalid = { error: ErrorCode.FIELD_INVALID };

/** The most picks one call makes or withdraws, and the most suggestions a search answers. */
export const RECOMMEND_MAX_IDS = 20;
export const RECOMMEND_SUGGESTIONS = 20;

const idList = z
  .array(z.uuid(invalid), { error: ErrorCode.FIELD_REQUIRED })
  .min(1, ErrorCode.FIELD_REQUIRED)
  .max(RECOMMEND_MAX_IDS, ErrorCode.TOO_MANY_ITEMS);

export const recommendParamsSchema = z.object({ candidateId: z.uuid({ error: ErrorCode.NOT_FOUND }) });
export const companyParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });

/** POST /v1/admin/recommend/jobs-to-candidate/{candidateId}. */
export const recommendJobsInputSchema = z.object({ jobIds: idList });
export type RecommendJobsInput = z.input<typeof recommendJobsInputSchema>;

/** POST /v1/job/recommend-candidate-by-admin. */
export const recommendCandidatesInputSchema = z.object({
  jobId: z.uuid({ error: ErrorCode.FIELD_REQUIRED }),
  candidateIds: idList,
});
export type RecommendCandidatesInput = z.input<typeof recommendCandidatesInputSchema>;

/** POST /v1/job/recommend/delete-recommend-candidates-to-job: withdraw these candidates' picks for the job. */
export const withdrawRecommendationsInputSchema = recommendCandidatesInputSchema;
export type WithdrawRecommendationsInput = RecommendCandidatesInput;

/** The search the admin types while choosing: a job's position, text or company; a candidate's name. */
const keywordParam = z.preprocess(
  blankToUndefined,
  z.string(invalid).trim().max(TEXT_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG).optional(),
);

/** GET /v1/admin/recommend/jobs-to-candidate/{candidateId}. */
export const jobChoicesQuerySchema = z.object({ keyword: keywordParam });
/** GET /v1/job/recommend-candidate-by-admin. */
export const candidateChoicesQuerySchema = z.object({
  jobId: z.preprocess(blankToUndefined, z.uuid({ error: ErrorCode.FIELD_REQUIRED })),
  keyword: keywordParam,
});
export type CandidateChoicesQuery = z.input<typeof candidateChoicesQuerySchema>;
/** GET /v1/admin/recommend/candidates-to-job-by-company-id/{id}: one of the company's jobs, or all. */
export const companyPicksQuerySchema = z.object({
  jobId: z.preprocess(blankToUndefined, z.uuid(invalid).optional()),
});

/** What became of a pick: recommended only, applied for, or hired. */
export const RECOMMENDATION_OUTCOMES = ['recommended', 'applied', 'hired'] as const;
export type RecommendationOutcome = (typeof RECOMMENDATION_OUTCOMES)[number];

/** One recommendation: the pair, who made it and when, whether it was withdrawn, and its outcome. */
export const officePickSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  positionName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyNameZh: z.string().nullable(),
  candidateId: z.string(),
  candidateName: z.string(),
  candidateChineseName: z.string().nullable(),
  recommendedAt: z.string(),
  recommendedBy: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
  outcome: z.enum(RECOMMENDATION_OUTCOMES),
});
export type OfficePick = z.infer<typeof officePickSchema>;

/** A live pick as the admin reads it while choosing: with its match (null once the pair no longer matches). */
export const livePickSchema = officePickSchema.extend({ match: matchSchema.nullable() });
export type LivePick = z.infer<typeof livePickSchema>;

/** The candidate's side: their live picks and the jobs the search finds, each with its match. */
export const jobChoicesSchema = z.object({ picks: z.array(livePickSchema), choices: z.array(recommendedJobSchema) });
export type JobChoices = z.infer<typeof jobChoicesSchema>;
/** The job's side: its live picks and the candidates the search finds, each with their match. */
export const candidateChoicesSchema = z.object({
  picks: z.array(livePickSchema),
  choices: z.array(recommendedCandidateSchema),
});
export type CandidateChoices = z.infer<typeof candidateChoicesSchema>;

/** The answer of a recommend or withdraw call: the picks it made (or withdrew) and the message. */
export const recommendResultSchema = z.object({ picks: z.array(officePickSchema), message: z.string() });
export type RecommendResult = z.infer<typeof recommendResultSchema>;

/** GET /v1/admin/recommendations: a period (Hong Kong dates, both ends included), an outcome, a page. */
export const recommendationsQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, z.iso.date(invalid).optional()),
    to: z.preprocess(blankToUndefined, z.iso.date(invalid).optional()),
    outcome: z.preprocess(blankToUndefined, z.enum(RECOMMENDATION_OUTCOMES, invalid).optional()),
    ...pageQueryFields(100),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: ErrorCode.END_BEFORE_START, path: ['to'] });
export type RecommendationsQuery = z.input<typeof recommendationsQuerySchema>;

/** Recommended → applied → hired over some picks; withdrawn picks count as made. */
export const funnelCountsSchema = z.object({
  recommended: z.number(),
  withdrawn: z.number(),
  applied: z.number(),
  hired: z.number(),
});
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;

export const recommendationsPageSchema = z.object({
  funnel: funnelCountsSchema,
  /** The same counts by the Hong Kong month (YYYY-MM) the picks were made in, newest first. */
  months: z.array(funnelCountsSchema.extend({ month: z.string() })),
  items: z.array(officePickSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type RecommendationsPage = z.infer<typeof recommendationsPageSchema>;

/** A rate as a whole percentage of `of`, 0 when there is nothing to divide by. */
export function rateOf(count: number, of: number): number {
  return of === 0 ? 0 : Math.round((count / of) * 100);
}
