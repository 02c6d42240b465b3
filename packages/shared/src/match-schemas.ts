// A match between a candidate and a job (docs/decisions/027): a score from 0 to 100 built from
// named parts, each with the points it earned of its most and what it found, so both sides read
// "why this match" in their own language. The weights of the parts are in match-weights.ts.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { choiceField, requiredOrInvalid, requiredText } from './field-schemas.js';
import { JOB_FUNCTIONS, JOB_MODES } from './job-enums.js';
import { jobCardSchema } from './job-search-schemas.js';
import { TEXT_MAX_LENGTH } from './limits.js';
import { messageBodyField } from './message-schemas.js';

/** The parts of a score, in the order "why this match" lists them. Eligibility is a gate, not a part. */
export const MATCH_PARTS = ['skills', 'jobFunction', 'jobMode', 'education', 'graduation', 'location'] as const;
export type MatchPart = (typeof MATCH_PARTS)[number];

export const matchPartSchema = z.object({
  part: z.enum(MATCH_PARTS),
  /** Earned of `max`: met when it earned any. */
  points: z.number().int().min(0),
  max: z.number().int().min(0),
  met: z.boolean(),
  /** What was found, as the reader sees it: the skills in common, the function, the level… */
  details: z.array(z.string()),
});
export type MatchPartResult = z.infer<typeof matchPartSchema>;

export const matchSchema = z.object({
  score: z.number().int().min(0).max(100),
  parts: z.array(matchPartSchema),
});
export type Match = z.infer<typeof matchSchema>;

/** A job recommended to a candidate: its card, why it matches, and whether the scheme office picked it. */
export const recommendedJobSchema = z.object({
  job: jobCardSchema,
  match: matchSchema,
  recommendedByOffice: z.boolean(),
});
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

/**
 * A candidate recommended for a job, as its company sees someone who has not applied: the profile's
 * summary only (no contact details, no files; decision 011 opens those with an application).
 */
export const recommendedCandidateSchema = z.object({
  candidate: z.object({
    id: z.string(),
    englishName: z.string(),
    chineseName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    institution: z.string(),
    institutionOther: z.string().nullable(),
    programme: z.string(),
    educationLevel: z.string(),
    graduationYear: z.number(),
    skills: z.array(z.string()),
  }),
  match: matchSchema,
  recommendedByOffice: z.boolean(),
  /** When the company invited the candidate to this job (an ISO instant), or null. */
  invitedAt: z.string().nullable(),
});
export type RecommendedCandidate = z.infer<typeof recommendedCandidateSchema>;

/** Jobs recommended on the job list (GET /v1/job/recommended) and candidates per job for a company. */
export const RECOMMENDED_JOBS_LIST_SIZE = 12;
export const RECOMMENDED_CANDIDATES_SIZE = 10;

export const recommendedJobListSchema = z.object({ items: z.array(recommendedJobSchema) });
export type RecommendedJobList = z.infer<typeof recommendedJobListSchema>;

export const recommendedCandidateListSchema = z.object({ items: z.array(recommendedCandidateSchema) });
export type RecommendedCandidateList = z.infer<typeof recommendedCandidateListSchema>;

/**
 * POST /v1/job/recommended-candidates/{id}/invite: a message to a recommended candidate who has not
 * applied, through the messaging rules (docs/decisions/015, 027).
 */
export const inviteCandidateInputSchema = z.object({
  candidateId: z.uuid({ error: requiredOrInvalid }),
  subject: requiredText(TEXT_MAX_LENGTH),
  description: messageBodyField(),
});
export type InviteCandidateInput = z.input<typeof inviteCandidateInputSchema>;

/** Each choice once. */
const distinctChoices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(choiceField(values), { error: requiredOrInvalid })
    .max(values.length, ErrorCode.TOO_MANY_ITEMS)
    .refine((list) => new Set(list).size === list.length, ErrorCode.FIELD_INVALID);

/** GET and PUT /v1/user/job-preferences: the job functions and modes a candidate wants. */
export const jobPreferencesSchema = z.object({
  jobFunctions: distinctChoices(JOB_FUNCTIONS),
  jobModes: distinctChoices(JOB_MODES),
});
export type JobPreferences = z.infer<typeof jobPreferencesSchema>;
