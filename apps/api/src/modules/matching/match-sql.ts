// The match score in SQL (docs/decisions/027), over the aliases `j` (jobs), `cp` (candidate_profiles)
// and `f` (the candidate's facts, CANDIDATE_FACTS), with the weights of packages/shared's
// match-weights.ts; and the row it gives turned into a Match in the reader's language.
import { CITIES, type Language } from '@fis/shared/enums';
import { MATCH_PARTS, type Match, type MatchPart, type MatchPartResult } from '@fis/shared/match-schemas';
import { MATCH_WEIGHTS, SKILLS_FOR_FULL_POINTS, skillName } from '@fis/shared/match-weights';
import { type SQL, sql } from 'drizzle-orm';
import { t } from '../../lib/catalogs.js';
import { isApplied } from '../applications/stage-sql.js';

/**
 * The pool a list is scored from (decision 027): scoring every visible job for every request
 * would cost a scan of 100,000 rows. A list scores, among the rows the caller can take, those of
 * a job function the candidate wants among the POOL_WINDOW newest jobs (an index walk that stops
 * there), at most MATCH_POOL_SIZE, and the MATCH_POOL_SIZE newest sharing a skill however old (jobs by posting,
 * profiles by update), which PostgreSQL finds by walking the newest when many share one and
 * through the skills' index when few do. The work per list is bounded whatever the data.
 */
export const POOL_WINDOW = 2000;
export const MATCH_POOL_SIZE = 100;

const W = MATCH_WEIGHTS;
const HALF_LOCATION = Math.round(W.location / 2);
// CITIES in order are the job city codes 1-12 (HONG_KONG 1 … CHINA_NON_GBA 12); OTHER is none.
const CITY_CODES = `ARRAY[${CITIES.map((c) => `'${c}'`).join(', ')}]`;
const HOME_CITY = `array_position(${CITY_CODES}, cp.city_of_residence)`;
const HOME_REGION = `CASE WHEN ${HOME_CITY} = 1 THEN 'HongKong' WHEN ${HOME_CITY} BETWEEN 2 AND 11 THEN 'GBA' END`;

/**
 * What matching reads of the candidate `cp` besides its row, as `f`: the job functions and modes
 * they said they want or applied to or saved, and every education level of theirs.
 */
export const CANDIDATE_FACTS = sql`
  LEFT JOIN candidate_job_preferences pref ON pref.user_id = cp.user_id
  CROSS JOIN LATERAL (
    SELECT coalesce(pref.job_functions, '{}'::text[]) || coalesce(array_agg(oj.job_function), '{}'::text[]) AS functions,
      coalesce(pref.job_modes, '{}'::text[]) || coalesce(array_agg(oj.job_mode), '{}'::text[]) AS modes,
      ARRAY(SELECT e.education_level FROM candidate_education e WHERE e.user_id = cp.user_id) || cp.education_level AS levels
    FROM jobs oj
    WHERE oj.id IN (SELECT a.job_id FROM applications a WHERE a.candidate_id = cp.user_id AND ${isApplied('a.stage')}
      UNION SELECT b.job_id FROM job_bookmarks b WHERE b.user_id = cp.user_id)
  ) f`;

/** The parts found for `j` and `cp`, as `m`. */
export const MATCH_PARTS_SQL = sql.raw(`
  CROSS JOIN LATERAL (
    SELECT (SELECT count(DISTINCT k)::int FROM unnest(j.skill_keys) k WHERE k = ANY(cp.skill_keys)) AS skills_common,
      j.job_function = ANY(f.functions) AS function_met,
      j.job_mode = ANY(f.modes) AS mode_met,
      (cardinality(j.education_levels) = 0 OR j.education_levels && f.levels) AS education_met,
      (cp.graduation_year >= coalesce(j.graduation_year_from, cp.graduation_year)
        AND cp.graduation_year <= coalesce(j.graduation_year_to, cp.graduation_year)) AS graduation_met,
      CASE WHEN j.city = ${HOME_CITY} THEN ${W.location}
        WHEN j.location = ${HOME_REGION} OR (j.location = 'HongKong & GBA' AND ${HOME_REGION} IS NOT NULL) THEN ${HALF_LOCATION}
        ELSE 0 END AS location_points
  ) m
  CROSS JOIN LATERAL (
    SELECT (round(${W.skills} * least(m.skills_common, ${SKILLS_FOR_FULL_POINTS})::numeric / ${SKILLS_FOR_FULL_POINTS})
      + CASE WHEN m.function_met THEN ${W.jobFunction} ELSE 0 END
      + CASE WHEN m.mode_met THEN ${W.jobMode} ELSE 0 END
      + CASE WHEN m.education_met THEN ${W.education} ELSE 0 END
      + CASE WHEN m.graduation_met THEN ${W.graduation} ELSE 0 END
      + m.location_points)::int AS score
  ) s`);

/**
 * The columns a Match is read from (over `j`, `cp`, `f`, `m`, `s`): only for the rows a list returns.
 * The arrays go out as they are and matchOf pairs them: fewer subqueries to plan per request.
 */
export const MATCH_COLUMNS = sql.raw(`s.score, m.skills_common, m.function_met, m.mode_met, m.education_met,
  m.graduation_met, m.location_points, j.skill_keys AS job_skill_keys, j.skills AS job_skill_names,
  cp.skill_keys AS candidate_skill_keys, j.job_function AS match_function, j.job_mode AS match_mode,
  j.city AS match_city, j.education_levels AS job_levels, f.levels AS candidate_levels,
  j.graduation_year_from, j.graduation_year_to, cp.graduation_year AS match_graduation_year`);

/** The scheme office recommends the job `j` to the candidate `cp` (a live pick). */
export const OFFICE_PICK_SQL = sql.raw(`EXISTS (SELECT 1 FROM office_recommendations o
  WHERE o.job_id = j.id AND o.candidate_id = cp.user_id AND o.withdrawn_at IS NULL)`);

/**
 * The candidate applied to the job, or said they are not interested in it: `candidate` and `job`
 * are a constant and a column, so PostgreSQL reads the one side's few rows through its index.
 */
export function appliedOrDismissed(candidate: SQL, job: SQL): SQL {
  return sql`(EXISTS (SELECT 1 FROM applications a
      WHERE a.job_id = ${job} AND a.candidate_id = ${candidate} AND ${isApplied('a.stage')})
    OR EXISTS (SELECT 1 FROM recommendation_dismissals d WHERE d.job_id = ${job} AND d.candidate_id = ${candidate}))`;
}

export interface MatchRow {
  score: number;
  skills_common: number;
  function_met: boolean;
  mode_met: boolean;
  education_met: boolean;
  graduation_met: boolean;
  location_points: number;
  /** The job's skills: their keys (skill_keys, in the same order) and as written. */
  job_skill_keys: string[];
  job_skill_names: string[];
  candidate_skill_keys: string[];
  match_function: string;
  match_mode: string;
  match_city: number;
  job_levels: string[];
  candidate_levels: string[];
  graduation_year_from: number | null;
  graduation_year_to: number | null;
  match_graduation_year: number;
}

/**
 * The job's skills in the reader's language, each once: all of them, or (`only`) those whose key
 * is among these.
 */
function skillNames(row: MatchRow, lang: Language, only?: readonly string[]): string[] {
  const names = new Map<string, string>();
  row.job_skill_keys.forEach((key, i) => {
    if (names.has(key) || (only && !only.includes(key))) return;
    names.set(key, skillName(key, row.job_skill_names[i] ?? key, lang));
  });
  return [...names.values()];
}

const option = (lang: Language, list: string, value: string | number) => t(lang, `common:options.${list}.${value}`);

/** A row's match in the reader's language: the parts in MATCH_PARTS order, each with what it found. */
export function matchOf(row: MatchRow, lang: Language): Match {
  const skillPoints = Math.round(
    (W.skills * Math.min(row.skills_common, SKILLS_FOR_FULL_POINTS)) / SKILLS_FOR_FULL_POINTS,
  );
  const levels = row.education_met
    ? row.job_levels.filter((level) => row.candidate_levels.includes(level))
    : row.job_levels;
  const bounded = row.graduation_year_from !== null || row.graduation_year_to !== null;
  const found: Record<MatchPart, { points: number; details: string[] }> = {
    skills: {
      points: skillPoints,
      details: skillNames(row, lang, skillPoints > 0 ? row.candidate_skill_keys : undefined),
    },
    jobFunction: {
      points: row.function_met ? W.jobFunction : 0,
      details: [option(lang, 'jobFunction', row.match_function)],
    },
    jobMode: { points: row.mode_met ? W.jobMode : 0, details: [option(lang, 'jobMode', row.match_mode)] },
    education: {
      points: row.education_met ? W.education : 0,
      details: levels.map((level) => option(lang, 'educationLevel', level)),
    },
    graduation: {
      points: row.graduation_met ? W.graduation : 0,
      details: bounded ? [String(row.match_graduation_year)] : [],
    },
    location: { points: row.location_points, details: [option(lang, 'jobCity', row.match_city)] },
  };
  const parts: MatchPartResult[] = MATCH_PARTS.map((part) => ({
    part,
    points: found[part].points,
    max: W[part],
    met: found[part].points > 0,
    details: found[part].details,
  }));
  return { score: row.score, parts };
}

/** Texts as one array parameter (`type`: text or uuid), each element quoted. */
export function arrayParam(values: readonly string[], type: 'text' | 'uuid' = 'text'): SQL {
  const literal = `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
  return sql`${literal}::${sql.raw(type)}[]`;
}
