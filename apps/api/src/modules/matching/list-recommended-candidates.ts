import { RECOMMENDED_CANDIDATES_SIZE, type RecommendedCandidateList } from '@fis/shared/match-schemas';
import type { SignedInContext } from '../../context.js';
import { managedJob } from './managed-job.js';
import { matchCandidatesForJob } from './match-candidates-for-job.js';

/**
 * GET /v1/job/{id}/recommended-candidates: for the company's own job (the admin: any), the candidates
 * recommended who have not applied, with why (decision 027). Another company's job answers 404.
 */
export async function listRecommendedCandidates(
  ctx: SignedInContext,
  input: { jobId: string },
): Promise<RecommendedCandidateList> {
  await managedJob(ctx, input.jobId);
  return { items: await matchCandidatesForJob(ctx, { jobId: input.jobId, limit: RECOMMENDED_CANDIDATES_SIZE }) };
}
