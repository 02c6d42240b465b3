import { RECOMMENDED_CANDIDATES_SIZE, type RecommendedCandidateList } from '@fis/shared/match-schemas';
import type { SignedInContext } from '../../context.js';
import { recommendedCandidatesFromList } from './candidates-for-job-list.js';
import { managedJob } from './managed-job.js';

/**
 * GET /v1/job/recommended-candidates/{id}: for the company's own job (the admin: any), the candidates
 * recommended who have not applied, with why (decisions 027, 029). Another company's job answers 404.
 */
export async function listRecommendedCandidates(
  ctx: SignedInContext,
  input: { jobId: string },
): Promise<RecommendedCandidateList> {
  await managedJob(ctx, input.jobId);
  return { items: await recommendedCandidatesFromList(ctx, input.jobId, RECOMMENDED_CANDIDATES_SIZE) };
}
