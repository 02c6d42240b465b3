import { ErrorCode } from '@fis/shared/error-codes';
import { type CandidateChoices, RECOMMEND_SUGGESTIONS } from '@fis/shared/office-recommendation-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { matchCandidatesForJob } from '../matching/match-candidates-for-job.js';
import { selectPicks } from './office-picks-repository.js';

/**
 * GET /v1/job/recommend-candidate-by-admin?jobId=: what the office reads while choosing candidates
 * for a job (docs/decisions/028): the live picks, each with its match (null once the job is closed
 * or the candidate can no longer take it), and the candidates it may recommend, best match first:
 * the system's recommendations, or with `keyword` the candidates whose name holds it. A candidate
 * already picked is among the picks, not the choices. An unknown or deleted job answers 404.
 */
export async function listCandidateChoices(
  ctx: SignedInContext,
  input: { jobId: string; keyword?: string | undefined },
): Promise<CandidateChoices> {
  const [job] = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`SELECT j.id FROM jobs j WHERE j.id = ${input.jobId} AND j.deleted_at IS NULL`),
  );
  if (!job) throw new AppError(ErrorCode.NOT_FOUND, { field: 'jobId' });
  const picks = await selectPicks(ctx.db, sql`r.job_id = ${job.id} AND r.withdrawn_at IS NULL`);
  const [scored, matched] = await Promise.all([
    matchCandidatesForJob(ctx, {
      jobId: job.id,
      limit: picks.length,
      candidateIds: picks.map((pick) => pick.candidateId),
    }),
    matchCandidatesForJob(ctx, {
      jobId: job.id,
      limit: RECOMMEND_SUGGESTIONS + picks.length,
      ...(input.keyword ? { search: input.keyword } : {}),
    }),
  ]);
  return {
    picks: picks.map((pick) => ({
      ...pick,
      match: scored.find((item) => item.candidate.id === pick.candidateId)?.match ?? null,
    })),
    choices: matched.filter((item) => !item.recommendedByOffice).slice(0, RECOMMEND_SUGGESTIONS),
  };
}
