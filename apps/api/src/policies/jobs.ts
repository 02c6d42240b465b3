// Who may see and manage a job. What candidates and visitors find (search, the job page, saved
// jobs, a company's page, the dashboards' recommendations), and the companies they find: plain SQL
// over the aliases `j` (jobs) and `c` (companies), so the benchmark's bare route can run the same
// statements. Who manages a job: its company, and the admin.
import { ApprovalStatus, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { JobStatus } from '@fis/shared/job-enums';
import { type SQL, sql } from 'drizzle-orm';
import { companies, jobs } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';

// Fixed text is made once: every search builds these statements (the fewer pieces, the less work).
const APPROVED = String(ApprovalStatus.APPROVED);
const VISIBLE_JOB = sql.raw(
  `j.approval_status = ${APPROVED} AND j.status = ${JobStatus.OPEN} AND j.deleted_at IS NULL AND j.expires_on >= `,
);
const LISTED_COMPANY_TEXT = `c.approval_status = ${APPROVED} AND c.profile_saved_at IS NOT NULL
  AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.status = ${UserStatus.ACTIVE})`;
const OF_APPROVED_COMPANY = sql.raw(`::date AND ${LISTED_COMPANY_TEXT}`);

/**
 * A company candidates may find, over the alias `c` (companies): approved, with a profile (an
 * approved company still on its first-login profile step has nothing to show; issue 10), and its
 * account not deleted (deleting closes its jobs, but its profile would stay listed). The landing
 * brands, the directory, the company page and every job a candidate sees use it.
 */
export const LISTED_COMPANY = sql.raw(LISTED_COMPANY_TEXT);

/**
 * Visible to candidates: approved, open, not deleted, not past its expiry date (the expiry task
 * also marks such jobs expired, but a job must disappear on the day even before it runs), of a
 * listed company. `today` is the Hong Kong date, YYYY-MM-DD.
 */
export function visibleJobs(today: string): SQL {
  return sql`${VISIBLE_JOB}${today}${OF_APPROVED_COMPANY}`;
}

/**
 * Posted once and still the company's to show, over the aliases `j` and `c`: approved, posted, not
 * deleted, of a listed company, whatever its status or expiry date. Its page stays open to
 * candidates and visitors, saying that it has closed when it is not visible (docs/decisions/044);
 * a job never approved (pending, rejected, or changed and waiting for approval again) is not.
 */
export const PUBLISHED_JOB = sql.raw(
  `j.approval_status = ${APPROVED} AND j.posted_at IS NOT NULL AND j.deleted_at IS NULL AND ${LISTED_COMPANY_TEXT}`,
);

/** Who may manage which jobs: a company its own, the admin all. */
export function managedBy(user: AuthUser): SQL {
  return user.role === Role.ADMIN
    ? sql`true`
    : sql`${jobs.companyId} in (select ${companies.id} from ${companies} where ${companies.userId} = ${user.id})`;
}

/**
 * Whether the caller may open a job's page (GET /v1/job/{id}, its view), given the job's row:
 * anyone a visible or published job, its company and the admin any state but deleted; anyone else
 * is told 404. Answers whether the caller manages it: then opening it is no view.
 */
export function mayOpenJob(
  user: AuthUser | null,
  job: { visible: boolean; published: boolean; company_user_id: string },
): { manages: boolean } {
  const manages = user !== null && (user.role === Role.ADMIN || user.id === job.company_user_id);
  if (!job.visible && !job.published && !manages) throw new AppError(ErrorCode.NOT_FOUND);
  return { manages };
}
