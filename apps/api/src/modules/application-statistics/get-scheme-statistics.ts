import { APPLIED_STAGES, Stage } from '@fis/shared/application-stages';
import { ApprovalStatus, Role, UserStatus } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { SchemeStatistics } from '@fis/shared/statistics-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { visibleJobs } from '../../policies/jobs.js';
import { isApplied } from '../applications/stage-sql.js';

/**
 * GET /v1/applications/statistical: the scheme at a glance for the admin: candidate accounts,
 * approved companies (accounts not deleted), jobs candidates can apply to now, applications, the
 * applications in each stage, and hires.
 */
export async function getSchemeStatistics(ctx: SignedInContext): Promise<SchemeStatistics> {
  const [totals, stages] = await Promise.all([
    ctx.db.execute(sql`SELECT
      (SELECT count(*)::int FROM users WHERE role = ${Role.CANDIDATE} AND status = ${UserStatus.ACTIVE}) AS candidates,
      (SELECT count(*)::int FROM companies c JOIN users u ON u.id = c.user_id
        WHERE c.approval_status = ${ApprovalStatus.APPROVED} AND u.status = ${UserStatus.ACTIVE}) AS approved_companies,
      (SELECT count(*)::int FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE ${visibleJobs(hongKongDate(ctx.clock.now()))}) AS open_jobs`),
    ctx.db.execute(sql`SELECT stage, count(*)::int AS n FROM applications WHERE ${isApplied('stage')} GROUP BY stage`),
  ]);
  const row = rowsOf<{ candidates: number; approved_companies: number; open_jobs: number }>(totals)[0];
  const byStage = new Map(rowsOf<{ stage: number; n: number }>(stages).map((r) => [r.stage, r.n]));
  const perStage = APPLIED_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 }));
  return {
    candidates: row?.candidates ?? 0,
    approvedCompanies: row?.approved_companies ?? 0,
    openJobs: row?.open_jobs ?? 0,
    applications: perStage.reduce((sum, s) => sum + s.count, 0),
    stages: perStage,
    hires: byStage.get(Stage.HIRED) ?? 0,
  };
}
