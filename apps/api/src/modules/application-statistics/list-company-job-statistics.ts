import type { CompanyJobStatisticsPage } from '@fis/shared/statistics-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { isApplied } from '../applications/stage-sql.js';
import { dashboardVisitCutoff, newSince } from './record-dashboard-visit.js';
import { TAB_COUNT_COLUMNS, type TabCountRow, tabCountsOf } from './statistics-sql.js';

interface JobFiguresRow extends TabCountRow {
  id: string;
  position_name: string;
  status: number;
  approval_status: number;
  expires_on: string;
  view_count: number;
  new: number;
}

/**
 * GET /v1/applications/hiring-company/jobs: each of the company's jobs (deleted ones aside),
 * newest first, with its views, its applicants on each tab and those new since the last visit of
 * the dashboard (the same cutoff as the dashboard's figure; reading this does not record a visit).
 * Positions are in the reader's Chinese script.
 */
export async function listCompanyJobStatistics(
  ctx: SignedInContext,
  paging: { page: number; take: number },
): Promise<CompanyJobStatisticsPage> {
  const { user, lang } = ctx;
  const cutoff = await dashboardVisitCutoff(ctx.db, user.id, ctx.clock.now());
  const mine = sql`j.company_id IN (SELECT c.id FROM companies c WHERE c.user_id = ${user.id}) AND j.deleted_at IS NULL`;
  const [page, count, reader] = await Promise.all([
    ctx.db.execute(sql`
      SELECT j.id, j.position_name, j.status, j.approval_status, j.expires_on::text AS expires_on, j.view_count,
             ${TAB_COUNT_COLUMNS}, count(a.id) FILTER (WHERE ${newSince(cutoff)})::int AS new
      FROM jobs j
      LEFT JOIN applications a ON a.job_id = j.id AND ${isApplied('a.stage')}
      WHERE ${mine}
      GROUP BY j.id
      ORDER BY j.created_at DESC, j.id DESC
      LIMIT ${paging.take} OFFSET ${(paging.page - 1) * paging.take}`),
    ctx.db.execute(sql`SELECT count(*)::int AS n FROM jobs j WHERE ${mine}`),
    readerScript(lang),
  ]);
  return {
    items: rowsOf<JobFiguresRow>(page).map((row) => {
      const figures = {
        id: row.id,
        positionName: row.position_name,
        status: row.status,
        approvalStatus: row.approval_status,
        expiresOn: row.expires_on,
        viewCount: row.view_count,
        tabCounts: tabCountsOf(row),
        newSinceLastVisit: row.new,
      };
      return inReaderScript(reader, figures, ['positionName']);
    }),
    total: rowsOf<{ n: number }>(count)[0]?.n ?? 0,
    page: paging.page,
    take: paging.take,
    previousVisitAt: cutoff?.toISOString() ?? null,
  };
}
