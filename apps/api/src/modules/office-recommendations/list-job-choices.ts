import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { type JobChoices, RECOMMEND_SUGGESTIONS } from '@fis/shared/office-recommendation-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { foldedContainsPattern, rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { ACTIVE_CANDIDATE, recommendable } from '../../policies/office-recommendations.js';
import { matchJobsForCandidate } from '../matching/match-jobs-for-candidate.js';
import { OFFICE_PICK_SQL } from '../matching/match-sql.js';
import { selectPicks } from './office-picks-repository.js';

/** The newest jobs the office may recommend to the candidate and has not, whose position, text or company holds `keyword` when given. */
async function recommendableJobIds(ctx: SignedInContext, candidateId: string, keyword?: string): Promise<string[]> {
  const today = hongKongDate(ctx.clock.now());
  const pattern = keyword ? foldedContainsPattern(keyword) : undefined;
  const found = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id
        JOIN candidate_profiles cp ON cp.user_id = ${candidateId}
      WHERE ${recommendable(today)} AND NOT ${OFFICE_PICK_SQL}
        ${pattern ? sql`AND (j.search_text LIKE ${pattern} OR c.search_name LIKE ${pattern})` : sql``}
      ORDER BY j.posted_at DESC NULLS LAST, j.id DESC
      LIMIT 200`),
  );
  return found.map((row) => row.id);
}

/**
 * GET /v1/admin/recommend/jobs-to-candidate/{candidateId}: what the office reads while choosing
 * jobs for a candidate (docs/decisions/028): the live picks, each with its match (null once the
 * job is closed or the candidate can no longer take it), and the jobs it may recommend, best match
 * first: the system's recommendations (then the newest recommendable jobs, when the system has too
 * few), or with `keyword` the recommendable jobs whose position, text or company holds it. A job
 * already picked is among the picks, not the choices.
 */
export async function listJobChoices(
  ctx: SignedInContext,
  input: { candidateId: string; keyword?: string | undefined },
): Promise<JobChoices> {
  const [candidate] = rowsOf<{ id: string }>(
    await ctx.db.execute(
      sql`SELECT cp.user_id AS id FROM candidate_profiles cp WHERE cp.user_id = ${input.candidateId} AND ${ACTIVE_CANDIDATE}`,
    ),
  );
  if (!candidate) throw new AppError(ErrorCode.NOT_FOUND);
  const picks = await selectPicks(ctx.db, sql`r.candidate_id = ${candidate.id} AND r.withdrawn_at IS NULL`);
  const scored = await matchJobsForCandidate(ctx, {
    candidateId: candidate.id,
    limit: picks.length,
    jobIds: picks.map((pick) => pick.jobId),
  });
  let choices: JobChoices['choices'];
  if (input.keyword) {
    choices = await matchJobsForCandidate(ctx, {
      candidateId: candidate.id,
      limit: RECOMMEND_SUGGESTIONS,
      jobIds: await recommendableJobIds(ctx, candidate.id, input.keyword),
    });
  } else {
    const matched = await matchJobsForCandidate(ctx, {
      candidateId: candidate.id,
      limit: RECOMMEND_SUGGESTIONS + picks.length,
    });
    choices = matched.filter((item) => !item.recommendedByOffice).slice(0, RECOMMEND_SUGGESTIONS);
    // The system's pool holds only jobs sharing a skill or a wanted job function: a candidate
    // with neither has none, and the office would read that no job matches while a search finds
    // many. The list is filled with the newest jobs it may recommend, each with its match.
    if (choices.length < RECOMMEND_SUGGESTIONS) {
      const listed = new Set(choices.map((item) => item.job.id));
      const newest = await recommendableJobIds(ctx, candidate.id);
      const more = await matchJobsForCandidate(ctx, {
        candidateId: candidate.id,
        limit: RECOMMEND_SUGGESTIONS - choices.length,
        jobIds: newest.filter((id) => !listed.has(id)),
      });
      choices = [...choices, ...more];
    }
  }
  return {
    picks: picks.map((pick) => ({ ...pick, match: scored.find((item) => item.job.id === pick.jobId)?.match ?? null })),
    choices,
  };
}
