// The scheme office's recommendations (issue 15, section 3b; docs/decisions/028). Only admins
// recommend and withdraw (the routes require Role.ADMIN); the candidate and the company read the
// picks through the matching lists. What may be recommended to whom: plain SQL over the aliases
// `j` (jobs), `c` (companies) and `cp` (candidate_profiles), so the office's search never offers a
// pair that recommending would refuse, and the refusal names its reason.
import { Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { type SQL, sql } from 'drizzle-orm';
import { isApplied } from '../modules/applications/stage-sql.js';
import { takeableJobSql } from '../modules/eligibility/takeable-jobs-sql.js';
import { visibleJobs } from './jobs.js';

/** `cp` is an active candidate's profile: the only people the office recommends jobs to. */
export const ACTIVE_CANDIDATE = sql.raw(
  `EXISTS (SELECT 1 FROM users cu WHERE cu.id = cp.user_id AND cu.role = ${Role.CANDIDATE} AND cu.status = ${UserStatus.ACTIVE})`,
);

/** The candidate `cp` applied to the job `j` (a job only viewed is not an application). */
export const APPLIED = sql`EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = cp.user_id AND ${isApplied('a.stage')})`;

/** The candidate `cp` said they are not interested in the job `j`. */
export const DISMISSED = sql.raw(
  'EXISTS (SELECT 1 FROM recommendation_dismissals d WHERE d.job_id = j.id AND d.candidate_id = cp.user_id)',
);

/**
 * The office may recommend the job `j` to the candidate `cp`: the job is open to candidates
 * (visibleJobs), the scheme's rules let the candidate take it, they have not applied and did not
 * dismiss it. `today` is the Hong Kong date.
 */
export function recommendable(today: string): SQL {
  return sql`${visibleJobs(today)} AND ${takeableJobSql()} AND NOT ${APPLIED} AND NOT ${DISMISSED}`;
}

/** The facts of a pair the refusal is decided from, as the check's statement selects them. */
export interface PairFacts {
  visible: boolean;
  takeable: boolean;
  applied: boolean;
  dismissed: boolean;
}

/** The columns giving PairFacts over `j`, `c` and `cp`. */
export function pairFactsSql(today: string): SQL {
  return sql`${visibleJobs(today)} AS visible, ${takeableJobSql()} AS takeable, ${APPLIED} AS applied, ${DISMISSED} AS dismissed`;
}

/** Why the pair may not be recommended, as the error the admin reads; undefined when it may. */
export function refusalOf(facts: PairFacts): ErrorCode | undefined {
  if (!facts.visible) return ErrorCode.JOB_NOT_OPEN;
  if (!facts.takeable) return ErrorCode.RECOMMENDATION_NOT_TAKEABLE;
  if (facts.applied) return ErrorCode.RECOMMENDATION_ALREADY_APPLIED;
  if (facts.dismissed) return ErrorCode.RECOMMENDATION_DISMISSED;
  return undefined;
}
