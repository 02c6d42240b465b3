// The company dashboard's visits (docs/decisions/009): views of the dashboard less than 30 minutes
// apart are one visit. When a view starts a new visit, the last view of the visit before becomes
// `previous_visit_at`, and "new since your last visit" counts what arrived after it and is still at
// the New stage. Reloading the dashboard during a visit keeps the same figure; a company's first
// visit counts every application at the New stage. Reading the figures records nothing: the page
// records its view once shown (POST /v1/applications/company/dashboard-visit, docs/decisions/047).
import { Stage } from '@fis/shared/application-stages';
import { DASHBOARD_VISIT_GAP_MS } from '@fis/shared/statistics-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { isAtStage } from '../applications/stage-sql.js';

const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Records a view of the company dashboard now. One statement, so two views at once cannot both
 * start a visit.
 */
export async function recordDashboardVisit(ctx: SignedInContext): Promise<void> {
  const now = ctx.clock.now();
  const gapStart = new Date(now.getTime() - DASHBOARD_VISIT_GAP_MS).toISOString();
  await ctx.db.execute(sql`
    UPDATE users SET
      previous_visit_at = CASE
        WHEN dashboard_seen_at IS NULL OR dashboard_seen_at < ${gapStart}::timestamptz THEN dashboard_seen_at
        ELSE previous_visit_at END,
      dashboard_seen_at = ${now.toISOString()}::timestamptz
    WHERE id = ${ctx.user.id}`);
}

/**
 * The visit's cutoff for a view at `now`: the moment after which an application counts as new
 * (null at the first visit: everything is new). The dashboard's figures and the per-job figures
 * agree, whether or not the view has been recorded yet.
 */
export async function dashboardVisitCutoff(db: Executor, userId: string, now: Date): Promise<Date | null> {
  const result = await db.execute(sql`
    SELECT (extract(epoch FROM dashboard_seen_at) * 1000)::float8 AS seen,
           (extract(epoch FROM previous_visit_at) * 1000)::float8 AS previous
    FROM users WHERE id = ${userId}`);
  const row = rowsOf<{ seen: number | null; previous: number | null }>(result)[0];
  if (!row) return null;
  const startsVisit = row.seen === null || row.seen < now.getTime() - DASHBOARD_VISIT_GAP_MS;
  return toDate(startsVisit ? row.seen : row.previous);
}

/**
 * SQL: the application `a` is new since the cutoff: still at the New stage (nobody has acted on
 * it yet) and applied after the cutoff (every such application when there is none).
 */
export function newSince(cutoff: Date | null) {
  const arrived =
    cutoff === null ? sql`true` : sql`coalesce(a.applied_at, a.created_at) > ${cutoff.toISOString()}::timestamptz`;
  return sql`${isAtStage('a.stage', Stage.NEW)} AND ${arrived}`;
}
