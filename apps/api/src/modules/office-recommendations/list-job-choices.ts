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

/**
 * GET /v1/admin/recommend/jobs-to-candidate/{candidateId}: what the office reads while choosing
 * jobs for a candidate (docs/decisions/028): the live picks, each with its match (null once the
 * job is closed or the candidate can no longer take it), and the jobs it may recommend, best match
 * first: the system's recommendations, or with `keyword` the recommendable jobs whose position,
 * text or company holds it. A job already picked is among the picks, not the choices.
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
    const today = hongKongDate(ctx.clock.now());
    const pattern = foldedContainsPattern(input.keyword);
    const found = rowsOf<{ id: string }>(
      await ctx.db.execute(sql`
        SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id
          JOIN candidate_profiles cp ON cp.user_id = ${candidate.id}
        WHERE ${recommendable(today)} AND NOT ${OFFICE_PICK_SQL}
          AND (j.search_text LIKE ${pattern} OR c.search_name LIKE ${pattern})
        ORDER BY j.posted_at DESC NULLS LAST, j.id DESC
        LIMIT 200`),
    );
    choices = await matchJobsForCandidate(ctx, {
      candidateId: candidate.id,
      limit: RECOMMEND_SUGGESTIONS,
      jobIds: found.map((row) => row.id),
    });
  } else {
    const matched = await matchJobsForCandidate(ctx, {
      candidateId: candidate.id,
      limit: RECOMMEND_SUGGESTIONS + picks.length,
    });
    choices = matched.filter((item) => !item.recommendedByOffice).slice(0, RECOMMEND_SUGGESTIONS);
  }
  return {
    picks: picks.map((pick) => ({ ...pick, match: scored.find((item) => item.job.id === pick.jobId)?.match ?? null })),
    choices,
  };
}
