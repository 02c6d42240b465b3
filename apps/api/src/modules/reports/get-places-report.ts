// GET /v1/admin/reports/places (docs/decisions/042): every company's funded places per side and
// city as they stood at the end of the range, the hires made within it, and the fill day by day.
// Grants are rows of round_places; offers and hires are read from the application events, since
// a place's history is in them: an application holds a place from its move into an offer (5) until
// its move out of it, and takes one from its move into hired (6), which is final (decision 040).
// Hires after the range's end are not counted: `to` in the past shows the places as they stood.
import { Stage } from '@fis/shared/application-stages';
import { companyNameIn } from '@fis/shared/company-name';
import { PLACE_SIDES, type PlaceSide } from '@fis/shared/place-sides';
import type { PlacesReport, PlacesReportRow, ReportQuery } from '@fis/shared/report-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { readerScript, shownIn } from '../../lib/chinese-script.js';
import { assertMayReadReports } from '../../policies/reports.js';
import { aliasedCompanyNameSql } from '../jobs/company-jobs-repository.js';
import { countsOf, jobSideSql, type PlaceRow, totalOf } from '../places/places-repository.js';
import { fillSeries } from './places-fill.js';
import { appliedFilters, byEnd, inRange, inRounds, type ReportScope, reportScope } from './report-scope.js';

interface ReportPlaceRow extends PlaceRow {
  taken_in_range: number;
}

/**
 * Each offer in the rounds in scope, with its job, when it was made, when it ended (accepted,
 * declined, or ended with its job) and when it was hired: one event each at most, as the stage
 * table leads to an offer once and out of it once. Every hire went through an offer.
 */
function offersSql(scope: ReportScope) {
  return sql`SELECT j.company_id, ${jobSideSql} AS side, j.city, o.created_at AS offered_at,
      x.created_at AS offer_ended_at, h.created_at AS hired_at
    FROM application_events o
    JOIN applications a ON a.id = o.application_id
    JOIN jobs j ON j.id = a.job_id
    LEFT JOIN application_events x ON x.application_id = o.application_id AND x.from_stage = ${Stage.OFFERED}
    LEFT JOIN application_events h ON h.application_id = o.application_id AND h.to_stage = ${Stage.HIRED}
    WHERE o.to_stage = ${Stage.OFFERED} AND ${inRounds(scope, 'j.round_id')}`;
}

export async function getPlacesReport(ctx: UseCaseContext, query: ReportQuery): Promise<PlacesReport> {
  assertMayReadReports(ctx.user);
  const scope = await reportScope(ctx, query);
  const [rows, fill] = await Promise.all([placeRows(ctx, scope), fillSeries(ctx, scope)]);
  const sides = PLACE_SIDES.map((side) =>
    sumOf(
      rows.filter((r) => r.side === side),
      side,
    ),
  );
  return {
    filters: appliedFilters(scope),
    totalPlaces: fill.totalPlaces,
    total: { ...totalOf(rows), takenInRange: rows.reduce((n, r) => n + r.takenInRange, 0) },
    sides,
    rows,
    fill: fill.points,
  };
}

function sumOf(rows: PlacesReportRow[], side: PlaceSide) {
  return { side, ...totalOf(rows), takenInRange: rows.reduce((n, r) => n + r.takenInRange, 0) };
}

async function placeRows(ctx: UseCaseContext, scope: ReportScope): Promise<PlacesReportRow[]> {
  const end = byEnd(scope, 'm.offered_at');
  const rows = rowsOf<ReportPlaceRow>(
    await ctx.db.execute(sql`
      WITH used AS (
        SELECT m.company_id, m.side, m.city,
               count(*) FILTER (WHERE ${end} AND NOT coalesce(${byEnd(scope, 'm.offer_ended_at')}, false))::int AS held,
               count(*) FILTER (WHERE ${byEnd(scope, 'm.hired_at')})::int AS taken,
               count(*) FILTER (WHERE ${inRange(scope, 'm.hired_at')})::int AS taken_in_range
        FROM (${offersSql(scope)}) m
        GROUP BY 1, 2, 3
      ), used_cities AS (
        SELECT * FROM used WHERE held + taken + taken_in_range > 0
      ), grants AS (
        SELECT g.company_id, g.side, sum(g.granted)::int AS granted FROM round_places g
        WHERE ${inRounds(scope, 'g.round_id')} GROUP BY 1, 2
      ), keys AS (
        SELECT company_id, side FROM grants UNION SELECT company_id, side FROM used_cities
      )
      SELECT k.company_id, ${aliasedCompanyNameSql} AS company_name,
             c.name_zh AS company_name_zh, k.side, coalesce(g.granted, 0)::int AS granted, u.city,
             coalesce(u.held, 0)::int AS held, coalesce(u.taken, 0)::int AS taken,
             coalesce(u.taken_in_range, 0)::int AS taken_in_range
      FROM keys k
      JOIN companies c ON c.id = k.company_id
      LEFT JOIN grants g ON g.company_id = k.company_id AND g.side = k.side
      LEFT JOIN used_cities u ON u.company_id = k.company_id AND u.side = k.side
      ORDER BY company_name, k.company_id, k.side, u.city`),
  );
  // Company names in the reader's Chinese script, as the fill board writes them.
  const reader = await readerScript(ctx.lang);
  const byKey = new Map<string, PlacesReportRow>();
  for (const row of rows) {
    const key = `${row.company_id}/${row.side}`;
    const entry = byKey.get(key) ?? {
      companyId: row.company_id,
      companyName: shownIn(reader, companyNameIn({ name: row.company_name, nameZh: row.company_name_zh }, ctx.lang)),
      side: row.side,
      ...countsOf(row.granted, 0, 0),
      takenInRange: 0,
      cities: [],
    };
    if (row.city !== null) {
      entry.cities.push({ city: row.city, held: row.held, taken: row.taken, takenInRange: row.taken_in_range });
      Object.assign(entry, countsOf(entry.granted, entry.held + row.held, entry.taken + row.taken));
      entry.takenInRange += row.taken_in_range;
    }
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}
