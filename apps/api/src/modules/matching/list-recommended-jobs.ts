import { RECOMMENDED_JOBS_LIST_SIZE, type RecommendedJobList } from '@fis/shared/match-schemas';
import type { SignedInContext } from '../../context.js';
import { matchJobsForCandidate } from './match-jobs-for-candidate.js';

/** GET /v1/job/recommended: the jobs recommended to the calling candidate, with why (decision 027). */
export async function listRecommendedJobs(ctx: SignedInContext): Promise<RecommendedJobList> {
  return { items: await matchJobsForCandidate(ctx, { candidateId: ctx.user.id, limit: RECOMMENDED_JOBS_LIST_SIZE }) };
}
