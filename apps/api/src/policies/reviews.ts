// Who may write, read, reply to and report company reviews (docs/decisions/017-company-reviews.md).
// Every query of reviews is limited by these conditions, so a review the caller may not see
// answers 404, whatever its state.
//
// - A candidate reviews a company they really met: an application to one of its jobs that reached
//   the interview stage or later (an offer made straight after screening counts). One review per
//   candidate and company (the table's unique key).
// - A published review is read by anyone signed in; its author reads and edits or deletes it in
//   any state; the scheme office reads every review, with its author, and moderates.
// - The reviewed company replies under its published reviews; it never edits or removes them.
// - Anyone signed in but the author reports a published review (report-review.ts).
import { Stage } from '@fis/shared/application-stages';
import { ReviewStatus, Role } from '@fis/shared/enums';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { companies, companyReviews } from '../db/schema.js';
import type { AuthUser } from '../lib/auth-user.js';

/** Stages an application is in once the candidate met the company: interviewed, then turned down, offered or hired. */
const MET_STAGES = [Stage.INTERVIEWING, Stage.REJECTED_AFTER_INTERVIEW, Stage.OFFERED, Stage.HIRED];
/**
 * Stages an application can leave for a withdrawal (7) or a job closing (8) after the meeting:
 * the stage it left tells. A job deleted after it closed (9 from 8) is told by the moves made.
 */
const MET_BEFORE_LEAVING = [Stage.INTERVIEWING, Stage.OFFERED];

const list = (stages: number[]) => sql.raw(stages.join(', '));

/** Whether the application `a` reached the interview stage or later. */
const metSql = sql`(a.stage IN (${list(MET_STAGES)}) OR a.previous_stage IN (${list(MET_BEFORE_LEAVING)})
  OR EXISTS (SELECT 1 FROM application_events e
    WHERE e.application_id = a.id AND e.to_stage IN (${list(MET_BEFORE_LEAVING)})))`;

/** Whether the candidate has an application to the company that reached the interview stage or later. */
export function candidateMetCompany(candidateId: string, companyId: string | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM applications a
    WHERE a.candidate_id = ${candidateId} AND a.company_id = ${companyId} AND ${metSql})`;
}

/**
 * The candidates who may review the company (a SELECT of their ids): everyone it met. Any review
 * of it was written by one of them, and the company knows them all.
 */
export function reviewerPool(companyId: SQL): SQL {
  return sql`SELECT a.candidate_id FROM applications a WHERE a.company_id = ${companyId} AND ${metSql}`;
}

const PUBLISHED = eq(companyReviews.status, ReviewStatus.PUBLISHED);

/** The reviews the caller may read: published ones, their own (as author) and, for the admin, all. */
export function readableReviews(user: AuthUser): SQL {
  if (user.role === Role.ADMIN) return sql`true`;
  if (user.role === Role.CANDIDATE) return or(PUBLISHED, eq(companyReviews.authorId, user.id)) as SQL;
  return PUBLISHED;
}

/** How the caller sees a review they may read: the admin with the author, the author as theirs, anyone else in public. */
export function reviewViewFor(user: AuthUser, authorId: string): 'admin' | 'own' | 'public' {
  if (user.role === Role.ADMIN) return 'admin';
  return authorId === user.id ? 'own' : 'public';
}

/** The caller's own reviews, which they edit and delete (a candidate's; nobody else writes one). */
export function ownReviews(user: AuthUser): SQL {
  return eq(companyReviews.authorId, user.id);
}

/** Reviews of the caller's company (the company account's); nothing for other roles. */
export function reviewsOfOwnCompany(user: AuthUser): SQL {
  if (user.role !== Role.COMPANY) return sql`false`;
  return sql`${companyReviews.companyId} IN (SELECT ${companies.id} FROM ${companies} WHERE ${companies.userId} = ${user.id})`;
}

/** Reviews the caller may reply to: the published ones of their own company. */
export function repliableReviews(user: AuthUser): SQL {
  return and(reviewsOfOwnCompany(user), PUBLISHED) as SQL;
}
