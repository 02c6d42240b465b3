import { ApprovalStatus, type Language, UserStatus } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { JobStatus } from '@fis/shared/job-enums';
import type { RecommendedJob } from '@fis/shared/match-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { type ReaderScript, readerScript } from '../../lib/chinese-script.js';
import { visibleJobs } from '../../policies/jobs.js';
import { isApplied } from '../applications/stage-sql.js';
import { takeableJobSql } from '../eligibility/takeable-jobs-sql.js';
import { type JobCardRow, jobCardColumns, jobCardForReader, toJobCard } from '../jobs/job-cards.js';
import {
  arrayParam,
  CANDIDATE_FACTS,
  MATCH_COLUMNS,
  MATCH_PARTS_SQL,
  MATCH_POOL_SIZE,
  matchOf,
  OFFICE_PICK_SQL,
  POOL_WINDOW,
} from './match-sql.js';
import type { StoredMatch } from './recommendation-lists.js';

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
 * interested in; the system's are scored from a bounded pool (match-sql.ts) of jobs they can
 * take: those of a job function they want, applied to or saved among the newest visible jobs,
 * and the newest sharing a skill, however old. With `jobIds`, exactly
 * those jobs that are visible and takeable. The caller decides who may read whose: this does not
 * check.
 */
export async function matchJobsForCandidate(ctx: UseCaseContext, input: MatchJobsInput): Promise<RecommendedJob[]> {
  const [rows, reader] = await Promise.all([scoreJobsForCandidate(ctx, input), readerScript(ctx.lang)]);
  return rows.map((row) => recommendedJobOf(row, row, reader, ctx.lang));
}

/** A job of a list as a row: its card's columns and its match. */
export type ScoredJobRow = JobCardRow & StoredMatch;

/** A recommended job as the candidate reads it, in their language and script. */
export function recommendedJobOf(
  card: JobCardRow,
  match: StoredMatch,
  reader: ReaderScript,
  lang: Language,
): RecommendedJob {
  return {
    job: jobCardForReader(reader, toJobCard(card, { views: true })),
    match: matchOf(match, lang),
    recommendedByOffice: match.office_pick,
  };
}

/** matchJobsForCandidate's rows, before they are put in the reader's language. */
export async function scoreJobsForCandidate(ctx: UseCaseContext, input: MatchJobsInput): Promise<ScoredJobRow[]> {
  if (input.jobIds?.length === 0) return [];
  const { candidateId } = input;
  const today = hongKongDate(ctx.clock.now());
  // The candidate's facts first, as constants of the statements below: PostgreSQL then knows from
  // the arrays' statistics how many rows the pool's walks find, the pool leaves out the few jobs
  // they applied to or dismissed without a subquery per part, and scoring joins nothing for them.
  const [facts] = rowsOf<{
    skill_keys: string[];
    functions: string[];
    modes: string[];
    levels: string[];
    takeable_regions: string[];
    passed: string[];
  }>(
    await ctx.db.execute(sql`SELECT cp.skill_keys, f.functions, f.modes, f.levels, cp.takeable_regions,
        ARRAY(SELECT a.job_id FROM applications a WHERE a.candidate_id = cp.user_id AND ${isApplied('a.stage')}
          UNION SELECT d.job_id FROM recommendation_dismissals d WHERE d.candidate_id = cp.user_id) AS passed
      FROM candidate_profiles cp ${CANDIDATE_FACTS} WHERE cp.user_id = ${candidateId}`),
  );
  if (!facts) return [];
  // The pool holds job ids from the jobs table alone (so its walks stay index walks, whatever
  // PostgreSQL guesses of the joins); the gate, visibleJobs and takeableJobSql, applies to what is
  // scored below.
  const fresh = sql`j.approval_status = ${ApprovalStatus.APPROVED} AND j.status = ${JobStatus.OPEN}
    AND j.deleted_at IS NULL AND j.expires_on >= ${today}::date AND j.id <> ALL(${arrayParam(facts.passed, 'uuid')})`;
  let pool: SQL;
  if (input.jobIds) pool = sql`SELECT j.id FROM jobs j WHERE j.id = ANY(${arrayParam(input.jobIds, 'uuid')})`;
  else {
    // Only jobs they can take fill the pool: the others would only be dropped by the gate.
    const takeable = takeableJobSql({ regions: arrayParam(facts.takeable_regions) });
    const parts = [
      sql`(SELECT j.id FROM office_recommendations o JOIN jobs j ON j.id = o.job_id
        WHERE o.candidate_id = ${candidateId} AND o.withdrawn_at IS NULL AND ${fresh})`,
    ];
    const keys = arrayParam(facts.skill_keys);
    const functions = arrayParam([...new Set(facts.functions)]);
    if (facts.functions.length) {
      // The newest visible jobs of a function they want, applied to or saved, walked through
      // jobs_visible_posted_idx and no further. (Those of the window sharing a skill are among the
      // newest sharing one, below: a candidate with skills and no functions walks nothing here.)
      parts.push(sql`(SELECT j.id FROM (SELECT * FROM jobs
          WHERE approval_status = ${ApprovalStatus.APPROVED} AND status = ${JobStatus.OPEN} AND deleted_at IS NULL
          ORDER BY posted_at DESC LIMIT ${POOL_WINDOW}) j
        WHERE ${fresh} AND ${takeable} AND j.job_function = ANY(${functions})
        ORDER BY j.posted_at DESC LIMIT ${MATCH_POOL_SIZE})`);
    }
    if (facts.skill_keys.length) {
      // The newest jobs sharing a skill, however old: PostgreSQL walks jobs_visible_posted_idx when
      // many share one (it soon has enough) and reads the skills' index when few do (decision 027).
      parts.push(sql`(SELECT j.id FROM jobs j WHERE ${fresh} AND ${takeable} AND j.skill_keys && ${keys}
        ORDER BY j.posted_at DESC LIMIT ${MATCH_POOL_SIZE})`);
    }
    pool = sql.join(parts, sql` UNION `);
  }
  const result = await ctx.db.execute(sql`WITH pool AS (${pool})
    SELECT ${jobCardColumns(candidateId)}, ${MATCH_COLUMNS}, ${OFFICE_PICK_SQL} AS office_pick
    FROM pool JOIN jobs j ON j.id = pool.id JOIN companies c ON c.id = j.company_id
      JOIN candidate_profiles cp ON cp.user_id = ${candidateId}
      JOIN users cu ON cu.id = cp.user_id AND cu.status = ${UserStatus.ACTIVE}
      CROSS JOIN (SELECT ${arrayParam(facts.functions)} AS functions, ${arrayParam(facts.modes)} AS modes,
        ${arrayParam(facts.levels)} AS levels) f
      ${MATCH_PARTS_SQL}
    WHERE ${visibleJobs(today)} AND ${takeableJobSql()}
    ORDER BY office_pick DESC, s.score DESC, j.posted_at DESC NULLS LAST, j.id DESC
    LIMIT ${input.limit}`);
  return rowsOf<ScoredJobRow>(result);
}
