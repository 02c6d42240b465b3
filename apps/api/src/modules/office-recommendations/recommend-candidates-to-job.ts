import type { OfficePick } from '@fis/shared/office-recommendation-schemas';
import type { SignedInContext } from '../../context.js';
import { recommendPairs } from './recommend-pairs.js';

/**
 * POST /v1/job/recommend-candidate-by-admin: the scheme office recommends candidates to a job
 * (docs/decisions/028); each candidate and the job's company are told.
 */
export async function recommendCandidatesToJob(
  ctx: SignedInContext,
  input: { jobId: string; candidateIds: string[] },
): Promise<OfficePick[]> {
  return recommendPairs(ctx, { jobIds: [input.jobId], candidateIds: input.candidateIds, side: 'candidates' });
}
