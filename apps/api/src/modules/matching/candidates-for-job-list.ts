import { Role, UserStatus } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { RECOMMENDED_CANDIDATES_SIZE, type RecommendedCandidate } from '@fis/shared/match-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { visibleJobs } from '../../policies/jobs.js';
import { takeableJobSql } from '../eligibility/takeable-jobs-sql.js';
import {
  type CandidateSummaryRow,
  candidateSummaryColumns,
  recommendedCandidateOf,
  scoreCandidatesForJob,
} from './match-candidates-for-job.js';
import { appliedOrDismissed } from './match-sql.js';
import {
  RecommendationListKind,
  readRecommendationList,
  STORED_ENTRIES,
  STORED_LIST_FACTOR,
  storeRecommendationList,
} from './recommendation-lists.js';

const KIND = RecommendationListKind.CANDIDATES_FOR_JOB;

/**
 * The first `limit` candidates recommended for a job (docs/decisions/029), from its stored list:
 * read in one statement while fresh, each candidate gated live as the scorer gates them (active,
 * able to take the job, not applied, not dismissed, the job visible), in the stored order with the
 * office's picks first; made again by the scorer (matchCandidatesForJob's, decision 027) and
 * stored when stale. A job candidates cannot see has no list, and none is stored.
 */
export async function recommendedCandidatesFromList(
  ctx: UseCaseContext,
  jobId: string,
  limit: number,
): Promise<RecommendedCandidate[]> {
  const today = hongKongDate(ctx.clock.now());
  const read = await readRecommendationList<CandidateSummaryRow>(
    ctx,
    KIND,
    jobId,
    // The job once, as a value (its region while candidates can see it, else null, which no
    // candidate can take), not joined to every entry: the fewer joins, the less planning.
    (fresh) => sql`SELECT ${candidateSummaryColumns(sql`${jobId}::uuid`)}, le.stored
      FROM ${STORED_ENTRIES} JOIN candidate_profiles cp ON cp.user_id = le.id
        JOIN users cu ON cu.id = cp.user_id AND cu.status = ${UserStatus.ACTIVE} AND cu.role = ${Role.CANDIDATE}
      WHERE ${fresh} AND ${takeableJobSql({
        location: sql`(SELECT j.location FROM jobs j JOIN companies c ON c.id = j.company_id
          WHERE j.id = ${jobId} AND ${visibleJobs(today)})`,
      })}
        AND NOT ${appliedOrDismissed(sql.raw('cp.user_id'), sql`${jobId}::uuid`)}
      ORDER BY le.ord LIMIT ${limit}`,
  );
  if (read.fresh) return read.entries.map(({ row, match }) => recommendedCandidateOf(row, match, ctx.lang));
  const scored = await scoreCandidatesForJob(ctx, { jobId, limit: RECOMMENDED_CANDIDATES_SIZE * STORED_LIST_FACTOR });
  if (scored === null) return [];
  await storeRecommendationList(
    ctx,
    KIND,
    jobId,
    read.seen,
    scored.map((row) => ({ id: row.user_id, match: row })),
  );
  return scored.slice(0, limit).map((row) => recommendedCandidateOf(row, row, ctx.lang));
}
