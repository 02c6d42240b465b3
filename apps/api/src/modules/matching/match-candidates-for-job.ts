import { type Language, Role, UserStatus } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { RecommendedCandidate } from '@fis/shared/match-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { foldedContainsPattern, rowsOf } from '../../db/sql-helpers.js';
import { visibleJobs } from '../../policies/jobs.js';
import { takeableJobSql } from '../eligibility/takeable-jobs-sql.js';
import { mediaUrl } from '../media/media-repository.js';
import {
  appliedOrDismissed,
  arrayParam,
  CANDIDATE_FACTS,
  MATCH_COLUMNS,
  MATCH_PARTS_SQL,
  MATCH_POOL_SIZE,
  matchOf,
  OFFICE_PICK_SQL,
} from './match-sql.js';
import type { StoredMatch } from './recommendation-lists.js';

export interface MatchCandidatesInput {
  jobId: string;
  limit: number;
  /** Score exactly these candidates (those for whom the job is takeable and who have not applied). */
  candidateIds?: readonly string[];
  /** A name, English or Chinese, in either script: any such candidate, relevant or not. */
  search?: string;
}

/**
 * The candidates recommended for a job (docs/decisions/027), best first, each with its match: the
 * scheme office's live picks first, then the system's. Only active candidates for whom the job is
 * takeable, who have not applied to it and did not say they are not interested in it, and only
 * while candidates can see the job. The system's are scored from a bounded pool (match-sql.ts) of
 * those who can take it: the most recently updated sharing a skill, and some who want its
 * function. With `candidateIds`, exactly those; with `search`, those whose name holds it. The
 * caller decides who may read which job's: this does not check.
 */
export async function matchCandidatesForJob(
  ctx: UseCaseContext,
  input: MatchCandidatesInput,
): Promise<RecommendedCandidate[]> {
  return ((await scoreCandidatesForJob(ctx, input)) ?? []).map((row) => recommendedCandidateOf(row, row, ctx.lang));
}

/**
 * matchCandidatesForJob's rows, before they are put in the reader's language; null when
 * candidates cannot see the job.
 */
export async function scoreCandidatesForJob(
  ctx: UseCaseContext,
  input: MatchCandidatesInput,
): Promise<ScoredCandidateRow[] | null> {
  if (input.candidateIds?.length === 0) return [];
  const today = hongKongDate(ctx.clock.now());
  // The pool holds candidate ids from the profiles alone (so its walks stay index walks, whatever
  // PostgreSQL guesses of the joins); the gate applies to what is scored below.
  const fresh = sql`NOT ${appliedOrDismissed(sql.raw('cp.user_id'), sql`${input.jobId}::uuid`)}`;
  // The job first: whether candidates can see it (checked once here, so the statement below joins
  // no company for every candidate scored), and its skills, function and region as constants of
  // the pool's statement.
  const [job] = rowsOf<{ skill_keys: string[]; job_function: string; location: string; visible: boolean }>(
    await ctx.db.execute(sql`SELECT j.skill_keys, j.job_function, j.location, ${visibleJobs(today)} AS visible
      FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = ${input.jobId}`),
  );
  if (!job?.visible) return null;
  let pool: SQL;
  if (input.candidateIds) {
    pool = sql`SELECT cp.user_id FROM candidate_profiles cp
      WHERE cp.user_id = ANY(${arrayParam(input.candidateIds, 'uuid')})`;
  } else if (input.search) {
    pool = sql`SELECT cp.user_id FROM candidate_profiles cp
      WHERE cp.search_name LIKE ${foldedContainsPattern(input.search)} AND ${fresh} LIMIT ${MATCH_POOL_SIZE}`;
  } else {
    // Only candidates who can take the job fill the pool: the others would only be dropped by the gate.
    const takeable = takeableJobSql({ location: sql`${job.location}` });
    const parts = [
      sql`(SELECT o.candidate_id AS user_id FROM office_recommendations o
        WHERE o.job_id = ${input.jobId} AND o.withdrawn_at IS NULL)`,
      sql`(SELECT pref.user_id FROM candidate_job_preferences pref JOIN candidate_profiles cp ON cp.user_id = pref.user_id
        WHERE ${job.job_function} = ANY(pref.job_functions) AND ${takeable} AND ${fresh} LIMIT ${MATCH_POOL_SIZE})`,
    ];
    if (job.skill_keys.length) {
      // The most recently updated sharing a skill: PostgreSQL walks candidate_profiles_updated_idx
      // when many share one (it soon has enough) and reads the skills' index when few do.
      parts.push(sql`(SELECT cp.user_id FROM candidate_profiles cp
        WHERE cp.skill_keys && ${arrayParam(job.skill_keys)} AND ${takeable} AND ${fresh}
        ORDER BY cp.updated_at DESC LIMIT ${MATCH_POOL_SIZE})`);
    }
    pool = sql.join(parts, sql` UNION `);
  }
  const gate = sql`j.id = ${input.jobId} AND ${takeableJobSql()} AND ${fresh}`;
  const result = await ctx.db.execute(sql`WITH pool AS (${pool})
    SELECT ${candidateSummaryColumns(sql.raw('j.id'))}, ${MATCH_COLUMNS}, ${OFFICE_PICK_SQL} AS office_pick
    FROM jobs j CROSS JOIN pool JOIN candidate_profiles cp ON cp.user_id = pool.user_id
      JOIN users cu ON cu.id = cp.user_id AND cu.status = ${UserStatus.ACTIVE} AND cu.role = ${Role.CANDIDATE}
      ${CANDIDATE_FACTS} ${MATCH_PARTS_SQL}
    WHERE ${gate}
    ORDER BY office_pick DESC, s.score DESC, cp.updated_at DESC, cp.user_id
    LIMIT ${input.limit}`);
  return rowsOf<ScoredCandidateRow>(result);
}

/**
 * What a company sees of a recommended candidate (the profile's summary, decision 027) and when it
 * invited them, over `cp`, for the job `job` (a column or a value).
 */
export function candidateSummaryColumns(job: SQL): SQL {
  return sql`cp.user_id, cp.english_name, cp.chinese_name, cp.avatar_media_id,
    cp.institution, cp.institution_other, cp.programme, cp.education_level, cp.skills,
    (SELECT (extract(epoch FROM ri.created_at) * 1000)::float8 FROM recommendation_invitations ri
      WHERE ri.job_id = ${job} AND ri.candidate_id = cp.user_id) AS invited_at`;
}

/** What candidateSummaryColumns give. */
export interface CandidateSummaryRow {
  user_id: string;
  english_name: string;
  chinese_name: string | null;
  avatar_media_id: string | null;
  institution: string;
  institution_other: string | null;
  programme: string;
  education_level: string;
  skills: string[];
  /** Milliseconds since 1970, as job-cards.ts sends instants. */
  invited_at: number | null;
}

/** A candidate of a list as a row: the summary and the match. */
export type ScoredCandidateRow = CandidateSummaryRow & StoredMatch;

/** A recommended candidate as the company reads them, in its language. */
export function recommendedCandidateOf(
  row: CandidateSummaryRow,
  match: StoredMatch,
  lang: Language,
): RecommendedCandidate {
  return {
    candidate: {
      id: row.user_id,
      englishName: row.english_name,
      chineseName: row.chinese_name,
      avatarUrl: row.avatar_media_id ? mediaUrl(row.avatar_media_id) : null,
      institution: row.institution,
      institutionOther: row.institution_other,
      programme: row.programme,
      educationLevel: row.education_level,
      graduationYear: match.match_graduation_year,
      skills: row.skills,
    },
    match: matchOf(match, lang),
    recommendedByOffice: match.office_pick,
    invitedAt: row.invited_at === null ? null : new Date(row.invited_at).toISOString(),
  };
}
