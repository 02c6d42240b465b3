import { UserStatus } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { RecommendedJob } from '@fis/shared/match-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { readerScript } from '../../lib/chinese-script.js';
import { visibleJobs } from '../../policies/jobs.js';
import { takeableJobSql } from '../eligibility/takeable-jobs-sql.js';
import { type JobCardRow, jobCardColumns, jobCardForReader, toJobCard } from '../jobs/job-cards.js';
import {
  APPLIED_OR_DISMISSED_SQL,
  arrayParam,
  CANDIDATE_FACTS,
  MATCH_COLUMNS,
  MATCH_PARTS_SQL,
  MATCH_POOL_SIZE,
  type MatchRow,
  matchOf,
  OFFICE_PICK_SQL,
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
 * interested in; the system's come from the newest MATCH_POOL_SIZE jobs sharing a skill with them,
 * and the newest as many of a job function they want, applied to or saved. With `jobIds`, exactly
 * those jobs that are visible and takeable. The caller decides who may read whose: this does not
 * check.
 */
export async function matchJobsForCandidate(ctx: UseCaseContext, input: MatchJobsInput): Promise<RecommendedJob[]> {
  if (input.jobIds?.length === 0) return [];
  const { candidateId } = input;
  const today = hongKongDate(ctx.clock.now());
  // Joined after `jobs j JOIN companies c`, so the laterals of the facts and the parts see both sides.
  const candidate = sql`JOIN candidate_profiles cp ON cp.user_id = ${candidateId}
    JOIN users cu ON cu.id = cp.user_id AND cu.status = ${UserStatus.ACTIVE}`;
  const gate = sql`${visibleJobs(today)} AND ${takeableJobSql()}`;
  const fresh = sql`${gate} AND NOT ${APPLIED_OR_DISMISSED_SQL}`;
  let pool: SQL;
  if (input.jobIds) {
    pool = sql`SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id ${candidate}
      WHERE j.id = ANY(${arrayParam(input.jobIds, 'uuid')}) AND ${gate}`;
  } else {
    // The candidate's skills and functions first, as constants of the pool's statement: then
    // PostgreSQL knows how many jobs each finds (the arrays' statistics) and picks its way, the
    // newest first through the posting index when they are common, the skills' index when rare.
    const [facts] = rowsOf<{ skill_keys: string[]; functions: string[] }>(
      await ctx.db.execute(sql`SELECT cp.skill_keys, f.functions
        FROM candidate_profiles cp JOIN users cu ON cu.id = cp.user_id AND cu.status = ${UserStatus.ACTIVE}
        ${CANDIDATE_FACTS} WHERE cp.user_id = ${candidateId}`),
    );
    if (!facts) return [];
    const newest = (relevant: SQL) => sql`(SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id ${candidate}
      WHERE ${fresh} AND ${relevant} ORDER BY j.posted_at DESC NULLS LAST, j.id DESC LIMIT ${MATCH_POOL_SIZE})`;
    const parts = [
      sql`(SELECT j.id FROM office_recommendations o JOIN jobs j ON j.id = o.job_id
        JOIN companies c ON c.id = j.company_id ${candidate}
        WHERE o.candidate_id = ${candidateId} AND o.withdrawn_at IS NULL AND ${fresh})`,
    ];
    if (facts.skill_keys.length) parts.push(newest(sql`j.skill_keys && ${arrayParam(facts.skill_keys)}`));
    const functions = [...new Set(facts.functions)];
    if (functions.length) parts.push(newest(sql`j.job_function = ANY(${arrayParam(functions)})`));
    pool = sql.join(parts, sql` UNION `);
  }
  const [result, reader] = await Promise.all([
    ctx.db.execute(sql`WITH pool AS (${pool})
      SELECT ${jobCardColumns(candidateId)}, ${MATCH_COLUMNS}, ${OFFICE_PICK_SQL} AS office_pick
      FROM pool JOIN jobs j ON j.id = pool.id JOIN companies c ON c.id = j.company_id
        JOIN candidate_profiles cp ON cp.user_id = ${candidateId} ${CANDIDATE_FACTS} ${MATCH_PARTS_SQL}
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
