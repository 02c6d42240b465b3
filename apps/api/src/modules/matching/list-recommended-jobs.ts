import { RECOMMENDED_JOBS_LIST_SIZE, type RecommendedJobList } from '@fis/shared/match-schemas';
import type { SignedInContext } from '../../context.js';
import { recommendedJobsFromList } from './jobs-for-candidate-list.js';

/** GET /v1/job/recommended: the jobs recommended to the calling candidate, with why (decisions 027, 029). */
export async function listRecommendedJobs(ctx: SignedInContext): Promise<RecommendedJobList> {
  return { items: await recommendedJobsFromList(ctx, ctx.user.id, RECOMMENDED_JOBS_LIST_SIZE) };
}
