import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { RecommendedJob } from '@fis/shared/match-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { readerScript } from '../../lib/chinese-script.js';
import { visibleJobs } from '../../policies/jobs.js';
import { takeableJobSql } from '../eligibility/takeable-jobs-sql.js';
import { type JobCardRow, jobCardColumns, jobCardForReader, toJobCard } from '../jobs/job-cards.js';
import {
  APPLIED_OR_DISMISSED_SQL,
  CANDIDATE_FACTS,
  idList,
  MATCH_COLUMNS,
  MATCH_PARTS_SQL,
  MATCH_POOL_SIZE,
  type MatchRow,
  matchOf,
  OFFICE_PICK_SQL,
  RELEVANT_SQL,
} from './match-sql.js';

export interface MatchJobsInput {
  candidateId: string;
  limit: number;
  /** Score exactly these jobs (those visible and takeable), applied to or dismissed or not. */
  jobIds?: readonly string[];
}

/**
 * The jobs recommended to a candidate (docs/decisions/027), best first, each with its match: the
 * scheme office's live picks first, then the system's. Only jobs candidates can see and this one
 * can take (takeableJobSql), that they have not applied to and did not say they are not
 * interested in; the system's come from the newest MATCH_POOL_SIZE jobs sharing a skill or a job
 * function with them. With `jobIds`, exactly those jobs that are visible and takeable.
 * The caller decides who may read whose: this does not check.
 */
export async function matchJobsForCandidate(ctx: UseCaseContext, input: MatchJobsInput): Promise<RecommendedJob[]> {
  if (input.jobIds?.length === 0) return [];
  const today = hongKongDate(ctx.clock.now());
  // Joined after `jobs j JOIN companies c`, so the laterals of the facts and the parts see both sides.
  const candidate = sql`CROSS JOIN candidate_profiles cp JOIN users cu ON cu.id = cp.user_id AND cu.status = 1 ${CANDIDATE_FACTS}`;
  const gate = sql`${visibleJobs(today)} AND ${takeableJobSql()}`;
  const pool = input.jobIds
    ? sql`SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id ${candidate}
        WHERE cp.user_id = ${input.candidateId} AND j.id = ANY(${idList(input.jobIds)}) AND ${gate}`
    : sql`(SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id ${candidate}
          WHERE cp.user_id = ${input.candidateId} AND ${gate} AND ${RELEVANT_SQL} AND NOT ${APPLIED_OR_DISMISSED_SQL}
          ORDER BY j.posted_at DESC NULLS LAST, j.id DESC
          LIMIT ${MATCH_POOL_SIZE})
        UNION
        SELECT j.id FROM candidate_profiles cp
          JOIN office_recommendations o ON o.candidate_id = cp.user_id AND o.withdrawn_at IS NULL
          JOIN jobs j ON j.id = o.job_id JOIN companies c ON c.id = j.company_id
          WHERE cp.user_id = ${input.candidateId} AND ${gate} AND NOT ${APPLIED_OR_DISMISSED_SQL}`;
  const [result, reader] = await Promise.all([
    ctx.db.execute(sql`WITH pool AS (${pool})
      SELECT ${jobCardColumns(input.candidateId)}, ${MATCH_COLUMNS}, ${OFFICE_PICK_SQL} AS office_pick
      FROM pool JOIN jobs j ON j.id = pool.id JOIN companies c ON c.id = j.company_id
        ${candidate} ${MATCH_PARTS_SQL}
      WHERE cp.user_id = ${input.candidateId}
      ORDER BY office_pick DESC, s.score DESC, j.posted_at DESC NULLS LAST, j.id DESC
      LIMIT ${input.limit}`),
    readerScript(ctx.lang),
  ]);
  return rowsOf<JobCardRow & MatchRow & { office_pick: boolean }>(result).map((row) => ({
    job: jobCardForReader(reader, toJobCard(row)),
    match: matchOf(row, ctx.lang),
    recommendedByOffice: row.office_pick,
  }));
}
