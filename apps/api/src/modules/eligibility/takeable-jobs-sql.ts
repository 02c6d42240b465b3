// The scheme's rules as a condition over the aliases `cp` (candidate_profiles) and `j` (jobs): the
// job is not ruled out for the candidate. The rules themselves live once, in packages/shared's
// eligibility rules; the database reads their outcome from candidate_profiles.takeable_regions,
// kept up to date by modules/eligibility/takeable-regions.ts (docs/decisions/026). The job search's
// "jobs I can take", the candidate's recommendations and a job's recommended candidates use it.
import { type SQL, sql } from 'drizzle-orm';

const TAKEABLE_JOB = sql.raw('j.location = ANY(cp.takeable_regions)');

/**
 * The job `j` is one the candidate `cp` is not ruled out of by a rule the office cannot waive.
 * Either side may be given as a value instead (`location`: the job's region; `regions`: the
 * candidate's takeable_regions), for a statement that reads only the other side's table.
 */
export function takeableJobSql(given: { location?: SQL; regions?: SQL } = {}): SQL {
  if (!given.location && !given.regions) return TAKEABLE_JOB;
  return sql`${given.location ?? sql.raw('j.location')} = ANY(${given.regions ?? sql.raw('cp.takeable_regions')})`;
}
