import type { AdminWaiting } from '@fis/shared/eligibility-schemas';
import { ApprovalStatus, HelpRequestStatus, ReviewStatus, UserStatus } from '@fis/shared/enums';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { QUEUE_WHERE } from '../eligibility/eligibility-repository.js';

/**
 * GET /v1/admin/waiting: what waits for the scheme office, each counted as its own queue shows it
 * first: companies and jobs waiting for approval, reviews waiting for moderation or with an open
 * report, open help requests, and candidates whose scans wait for the eligibility check.
 */
export async function getWaitingCounts(ctx: SignedInContext): Promise<AdminWaiting> {
  const result = await ctx.db.execute(sql`SELECT
      (SELECT count(*)::int FROM companies c WHERE c.approval_status = ${ApprovalStatus.PENDING}) AS companies,
      (SELECT count(*)::int FROM jobs j
        WHERE j.approval_status = ${ApprovalStatus.PENDING} AND j.deleted_at IS NULL) AS jobs,
      (SELECT count(*)::int FROM company_reviews r
        WHERE r.status = ${ReviewStatus.PENDING}
          OR (r.status = ${ReviewStatus.PUBLISHED} AND EXISTS (
            SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id AND rr.resolved_at IS NULL))) AS reviews,
      (SELECT count(*)::int FROM help_requests h WHERE h.status = ${HelpRequestStatus.OPEN}) AS "helpRequests",
      (SELECT count(*)::int FROM candidate_profiles JOIN users u ON u.id = candidate_profiles.user_id
        WHERE ${QUEUE_WHERE.waiting} AND u.status = ${UserStatus.ACTIVE}) AS eligibility`);
  const [row] = rowsOf<AdminWaiting>(result);
  return row ?? { companies: 0, jobs: 0, reviews: 0, helpRequests: 0, eligibility: 0 };
}
