// A match between a candidate and a job (docs/decisions/027): a score from 0 to 100 built from
// named parts, each with the points it earned of its most and what it found, so both sides read
// "why this match" in their own language. The weights of the parts are in match-weights.ts.
import { z } from 'zod';

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
