import type { OfficePick } from '@fis/shared/office-recommendation-schemas';
import type { SignedInContext } from '../../context.js';
import { recommendPairs } from './recommend-pairs.js';

/**
 * POST /v1/admin/recommend/jobs-to-candidate/{candidateId}: the scheme office recommends jobs to a
 * candidate (docs/decisions/028); the candidate and each job's company are told.
 */
export async function recommendJobsToCandidate(
  ctx: SignedInContext,
  input: { candidateId: string; jobIds: string[] },
): Promise<OfficePick[]> {
  return recommendPairs(ctx, { jobIds: input.jobIds, candidateIds: [input.candidateId], side: 'jobs' });
}
