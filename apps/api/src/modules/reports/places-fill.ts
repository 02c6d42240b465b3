// The fill of the places report over time (docs/decisions/042): for each Hong Kong day, the places
// hires had taken by its end (an application's one move into hired, from its events), and their
// share of the rounds' total places. The series runs from `from`, else the first day of the
// earliest round in scope, to the day the report stands at; at most REPORT_RANGE_MAX_DAYS days.
import { Stage } from '@fis/shared/application-stages';
import { addDays, HONG_KONG_TIME_ZONE } from '@fis/shared/hong-kong-time';
import { type FillPoint, REPORT_RANGE_MAX_DAYS } from '@fis/shared/report-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { byEnd, inRounds, type ReportScope } from './report-scope.js';

/** A share as the reports give it: four decimals (0.1234), null without a whole to share. */
export function shareOf(part: number, whole: number | null): number | null {
  return whole ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/**
 * The rounds' total places: the round's, or the sum over every round opened by the day the report
 * stands at; null when one of them counts no places (decision 040), as a share would then mislead.
 */
async function roundsInScope(ctx: UseCaseContext, scope: ReportScope) {
  const opened = scope.roundId ? sql`TRUE` : sql`r.application_start <= ${scope.asOf}::date`;
  const [row] = rowsOf<{ first_day: string | null; total: number | null }>(
    await ctx.db.execute(sql`
      SELECT to_char(min(r.application_start), 'YYYY-MM-DD') AS first_day,
             (CASE WHEN bool_or(r.total_places IS NULL) THEN NULL ELSE sum(r.total_places) END)::int AS total
      FROM scheme_rounds r WHERE ${inRounds(scope, 'r.id')} AND ${opened}`),
  );
  return { firstDay: row?.first_day ?? null, totalPlaces: row?.total ?? null };
}

export async function fillSeries(
  ctx: UseCaseContext,
  scope: ReportScope,
): Promise<{ totalPlaces: number | null; points: FillPoint[] }> {
  const { firstDay, totalPlaces } = await roundsInScope(ctx, scope);
  const earliest = addDays(scope.asOf, 1 - REPORT_RANGE_MAX_DAYS);
  const first = scope.from ?? (firstDay && firstDay < earliest ? earliest : firstDay);
  if (!first || first > scope.asOf) return { totalPlaces, points: [] };
  const rows = rowsOf<{ date: string; taken: number }>(
    await ctx.db.execute(sql`
      WITH hires AS (
        SELECT (e.created_at AT TIME ZONE ${HONG_KONG_TIME_ZONE})::date AS day
        FROM application_events e
        JOIN applications a ON a.id = e.application_id
        JOIN jobs j ON j.id = a.job_id
        WHERE e.to_stage = ${Stage.HIRED} AND ${inRounds(scope, 'j.round_id')} AND ${byEnd(scope, 'e.created_at')}
      ), days AS (
        SELECT d::date AS day FROM generate_series(${first}::date, ${scope.asOf}::date, interval '1 day') AS d
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
             ((SELECT count(*) FROM hires WHERE hires.day < ${first}::date)
               + sum(count(h.day)) OVER (ORDER BY days.day))::int AS taken
      FROM days LEFT JOIN hires h ON h.day = days.day
      GROUP BY days.day
      ORDER BY days.day`),
  );
  return {
    totalPlaces,
    points: rows.map((row) => ({ date: row.date, taken: row.taken, rate: shareOf(row.taken, totalPlaces) })),
  };
}
