import { UserStatus } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { RECOMMENDED_JOBS_LIST_SIZE, type RecommendedJob } from '@fis/shared/match-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { readerScript } from '../../lib/chinese-script.js';
import { visibleJobs } from '../../policies/jobs.js';
import { takeableJobSql } from '../eligibility/takeable-jobs-sql.js';
import { type JobCardRow, jobCardColumns } from '../jobs/job-cards.js';
import { recommendedJobOf, scoreJobsForCandidate } from './match-jobs-for-candidate.js';
import { appliedOrDismissed } from './match-sql.js';
import {
  RecommendationListKind,
  readRecommendationList,
  STORED_ENTRIES,
  STORED_LIST_FACTOR,
  storeRecommendationList,
} from './recommendation-lists.js';

const KIND = RecommendationListKind.JOBS_FOR_CANDIDATE;

/**
 * The candidate's takeable regions while their account is active (else null, in which no job
 * is): read once as a value, not joined to every entry, so the statement has fewer joins to plan.
 */
function takeableRegionsOf(candidateId: string): SQL {
  return sql`(SELECT cp.takeable_regions FROM candidate_profiles cp JOIN users cu ON cu.id = cp.user_id
    WHERE cp.user_id = ${candidateId} AND cu.status = ${UserStatus.ACTIVE})::text[]`;
}

/**
 * The first `limit` jobs recommended to a candidate (docs/decisions/029), from their stored list:
 * read in one statement while fresh, each job gated live as the scorer gates it (visible, takeable,
 * not applied to, not dismissed, the candidate active), in the stored order with the office's
 * picks first; made again by the scorer (matchJobsForCandidate's, decision 027) and stored when
 * stale.
 */
export async function recommendedJobsFromList(
  ctx: UseCaseContext,
  candidateId: string,
  limit: number,
): Promise<RecommendedJob[]> {
  const today = hongKongDate(ctx.clock.now());
  const [read, reader] = await Promise.all([
    readRecommendationList<JobCardRow>(
      ctx,
      KIND,
      candidateId,
      (fresh) => sql`SELECT ${jobCardColumns(candidateId)}, le.stored
        FROM ${STORED_ENTRIES} JOIN jobs j ON j.id = le.id JOIN companies c ON c.id = j.company_id
        WHERE ${fresh} AND ${visibleJobs(today)} AND ${takeableJobSql({ regions: takeableRegionsOf(candidateId) })}
          AND NOT ${appliedOrDismissed(sql`${candidateId}::uuid`, sql.raw('j.id'))}
        ORDER BY le.ord LIMIT ${limit}`,
    ),
    readerScript(ctx.lang),
  ]);
  if (read.fresh) return read.entries.map(({ row, match }) => recommendedJobOf(row, match, reader, ctx.lang));
  const scored = await scoreJobsForCandidate(ctx, {
    candidateId,
    limit: RECOMMENDED_JOBS_LIST_SIZE * STORED_LIST_FACTOR,
  });
  await storeRecommendationList(
    ctx,
    KIND,
    candidateId,
    read.seen,
    scored.map((row) => ({ id: row.id, match: row })),
  );
  return scored.slice(0, limit).map((row) => recommendedJobOf(row, row, reader, ctx.lang));
}
