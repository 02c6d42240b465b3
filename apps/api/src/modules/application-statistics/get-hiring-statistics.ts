import { APPLIED_STAGES } from '@fis/shared/application-stages';
import { hongKongDate, hongKongIso, weekStartOf } from '@fis/shared/hong-kong-time';
import { type HiringStatistics, TREND_WEEKS } from '@fis/shared/statistics-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { isApplied } from '../applications/stage-sql.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * GET /v1/applications/hiring-company/statistics: for each stage, the company's applications that
 * were ever in it (received: all of them; then any stage the history, the current stage or the
 * stage before it shows), and the applications received in each of the last 8 Hong Kong weeks.
 */
export async function getHiringStatistics(ctx: SignedInContext): Promise<HiringStatistics> {
  const { user } = ctx;
  const thisMonday = weekStartOf(hongKongDate(ctx.clock.now()));
  const firstMonday = new Date(Date.parse(`${thisMonday}T00:00:00Z`) - (TREND_WEEKS - 1) * WEEK_MS)
    .toISOString()
    .slice(0, 10);
  const start = Date.parse(hongKongIso(firstMonday));
  const mine = sql`SELECT a.id, a.stage, a.previous_stage, coalesce(a.applied_at, a.created_at) AS applied_at
    FROM applications a
    WHERE a.company_id = (SELECT id FROM companies WHERE user_id = ${user.id}) AND ${isApplied('a.stage')}`;
  const [reached, weekly] = await Promise.all([
    ctx.db.execute(sql`
      WITH mine AS (${mine})
      SELECT s.stage, count(*)::int AS n FROM (
        SELECT id, 0 AS stage FROM mine
        UNION SELECT id, stage FROM mine
        UNION SELECT id, previous_stage FROM mine WHERE ${isApplied('previous_stage')}
        UNION SELECT e.application_id, e.to_stage FROM application_events e JOIN mine m ON m.id = e.application_id
          WHERE ${isApplied('e.to_stage')}
      ) s GROUP BY s.stage`),
    ctx.db.execute(sql`
      WITH mine AS (${mine})
      SELECT floor(((extract(epoch FROM applied_at) * 1000)::float8 - ${start}::float8) / ${WEEK_MS}::float8)::int AS week,
             count(*)::int AS n
      FROM mine WHERE applied_at >= ${new Date(start).toISOString()}::timestamptz GROUP BY 1`),
  ]);
  const byStage = new Map(rowsOf<{ stage: number; n: number }>(reached).map((r) => [r.stage, r.n]));
  const byWeek = new Map(rowsOf<{ week: number; n: number }>(weekly).map((r) => [r.week, r.n]));
  return {
    reached: APPLIED_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 })),
    weekly: Array.from({ length: TREND_WEEKS }, (_, week) => ({
      weekStart: new Date(Date.parse(`${firstMonday}T00:00:00Z`) + week * WEEK_MS).toISOString().slice(0, 10),
      count: byWeek.get(week) ?? 0,
    })),
  };
}
