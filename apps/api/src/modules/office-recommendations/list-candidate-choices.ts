import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { type CandidateChoices, RECOMMEND_SUGGESTIONS } from '@fis/shared/office-recommendation-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { ACTIVE_CANDIDATE, recommendable } from '../../policies/office-recommendations.js';
import { matchCandidatesForJob } from '../matching/match-candidates-for-job.js';
import { OFFICE_PICK_SQL } from '../matching/match-sql.js';
import { selectPicks } from './office-picks-repository.js';

/**
 * GET /v1/job/recommend-candidate-by-admin?jobId=: what the office reads while choosing candidates
 * for a job (docs/decisions/028): the live picks, each with its match (null once the job is closed
 * or the candidate can no longer take it), and the candidates it may recommend, best match first:
 * the system's recommendations (then the most recently updated candidates it may recommend, when
 * the system has too few), or with `keyword` the candidates whose name holds it. A candidate
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
  let choices = matched.filter((item) => !item.recommendedByOffice).slice(0, RECOMMEND_SUGGESTIONS);
  // Matching's pool holds only candidates sharing a skill or wanting the job's function: for a job
  // with neither the office would read that nobody matches. As for a candidate's jobs
  // (list-job-choices.ts), the list is filled with the candidates it may recommend, the most
  // recently updated first, each with its match.
  if (!input.keyword && choices.length < RECOMMEND_SUGGESTIONS) {
    const listed = new Set(choices.map((item) => item.candidate.id));
    const recent = await recommendableCandidateIds(ctx, job.id);
    const more = await matchCandidatesForJob(ctx, {
      jobId: job.id,
      limit: RECOMMEND_SUGGESTIONS - choices.length,
      candidateIds: recent.filter((id) => !listed.has(id)),
    });
    choices = [...choices, ...more];
  }
  return {
    picks: picks.map((pick) => ({
      ...pick,
      match: scored.find((item) => item.candidate.id === pick.candidateId)?.match ?? null,
    })),
    choices,
  };
}

/** The candidates most recently updated whom the office may recommend the job to and has not. */
async function recommendableCandidateIds(ctx: SignedInContext, jobId: string): Promise<string[]> {
  const today = hongKongDate(ctx.clock.now());
  const found = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      SELECT cp.user_id AS id FROM jobs j JOIN companies c ON c.id = j.company_id CROSS JOIN candidate_profiles cp
      WHERE j.id = ${jobId} AND ${ACTIVE_CANDIDATE} AND ${recommendable(today)} AND NOT ${OFFICE_PICK_SQL}
      ORDER BY cp.updated_at DESC, cp.user_id DESC
      LIMIT 200`),
  );
  return found.map((row) => row.id);
}
