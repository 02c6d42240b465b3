// The company dashboard's visits (docs/decisions/009): reads of the dashboard less than 30 minutes
// apart are one visit. When a read starts a new visit, the last read of the visit before becomes
// `previous_visit_at`, and "new since your last visit" counts what arrived after it and is still at
// the New stage. Reloading the dashboard during a visit keeps the same figure; a company's first
// visit counts every application at the New stage.
import { Stage } from '@fis/shared/application-stages';
import { DASHBOARD_VISIT_GAP_MS } from '@fis/shared/statistics-schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { isAtStage } from '../applications/stage-sql.js';

const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Records a read of the company dashboard at `now` and answers the visit's cutoff: the moment
 * after which an application counts as new (null at the first visit: everything is new). One
 * statement, so two reads at once cannot both start a visit.
 */
export async function recordDashboardVisit(db: Executor, userId: string, now: Date): Promise<Date | null> {
  const gapStart = new Date(now.getTime() - DASHBOARD_VISIT_GAP_MS).toISOString();
  const result = await db.execute(sql`
    UPDATE users SET
      previous_visit_at = CASE
        WHEN dashboard_seen_at IS NULL OR dashboard_seen_at < ${gapStart}::timestamptz THEN dashboard_seen_at
        ELSE previous_visit_at END,
      dashboard_seen_at = ${now.toISOString()}::timestamptz
    WHERE id = ${userId}
    RETURNING (extract(epoch FROM previous_visit_at) * 1000)::float8 AS previous_visit_at`);
  return toDate(rowsOf<{ previous_visit_at: number | null }>(result)[0]?.previous_visit_at ?? null);
}

/**
 * The cutoff a read at `now` would use, without recording the read: the per-job figures are read
 * beside the dashboard's and must agree with it whichever request arrives first.
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
