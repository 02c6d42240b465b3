// GET /v1/admin/reports/money (docs/decisions/042): the allowance per side, in the side's currency
// (HKD for Hong Kong, RMB for the GBA mainland; never added together): the placements made within
// the range, the months and amount they commit and what is paid out by today (Hong Kong), the
// extensions asked within the range by where they stand, and the early ends. The months come from
// placements-sql.ts, the one place they are written (decision 041).
import { PLACE_SIDES, type PlaceSide } from '@fis/shared/place-sides';
import type { MoneyReport, MoneyRow, ReportQuery } from '@fis/shared/report-schemas';
import { ALLOWANCE_CURRENCY } from '@fis/shared/round-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { assertMayReadReports } from '../../policies/reports.js';
import {
  committedAllowanceSql,
  committedMonthsSql,
  paidAllowanceSql,
  paidMonthsSql,
} from '../placements/placements-sql.js';
import { appliedFilters, dayInRange, inRange, inRounds, reportScope } from './report-scope.js';

type Figures = Omit<MoneyRow, 'side' | 'currency'>;
type Row = Partial<Figures> & { side: PlaceSide };

export async function getMoneyReport(ctx: UseCaseContext, query: ReportQuery): Promise<MoneyReport> {
  assertMayReadReports(ctx.user);
  const scope = await reportScope(ctx, query);
  const rounds = inRounds(scope, 'p.round_id');
  const [allowance, extensions, earlyEnds] = await Promise.all([
    ctx.db.execute(sql`
      SELECT p.side, count(*)::int AS "placements",
             sum(${committedMonthsSql()})::int AS "committedMonths",
             sum(${committedAllowanceSql()})::float8 AS "committed",
             sum(${paidMonthsSql(scope.today)})::int AS "paidMonths",
             sum(${paidAllowanceSql(scope.today)})::float8 AS "paid"
      FROM placements p
      WHERE ${rounds} AND ${inRange(scope, 'p.created_at')}
      GROUP BY p.side`),
    ctx.db.execute(sql`
      SELECT p.side, count(*)::int AS "extensionsAsked",
             count(*) FILTER (WHERE x.status = 'approved')::int AS "extensionsApproved",
             count(*) FILTER (WHERE x.status = 'refused')::int AS "extensionsRefused",
             count(*) FILTER (WHERE x.status = 'withdrawn')::int AS "extensionsWithdrawn",
             count(*) FILTER (WHERE x.status = 'pending')::int AS "extensionsPending",
             coalesce(sum(x.months) FILTER (WHERE x.status = 'approved'), 0)::int AS "extensionMonthsApproved"
      FROM placement_extensions x JOIN placements p ON p.id = x.placement_id
      WHERE ${rounds} AND ${inRange(scope, 'x.created_at')}
      GROUP BY p.side`),
    ctx.db.execute(sql`
      SELECT p.side, count(*)::int AS "earlyEnds"
      FROM placements p
      WHERE ${rounds} AND p.ended_on IS NOT NULL AND ${dayInRange(scope, 'p.ended_on')}
      GROUP BY p.side`),
  ]);
  const bySide = (result: unknown) => new Map(rowsOf<Row>(result).map((row) => [row.side, row]));
  const parts = [bySide(allowance), bySide(extensions), bySide(earlyEnds)];
  return {
    filters: appliedFilters(scope),
    sides: PLACE_SIDES.map((side) => ({
      ...zero(),
      ...Object.assign({}, ...parts.map((part) => part.get(side))),
      side,
      currency: ALLOWANCE_CURRENCY[side],
    })),
  };
}

function zero(): Figures {
  return {
    placements: 0,
    committedMonths: 0,
    committed: 0,
    paidMonths: 0,
    paid: 0,
    extensionsAsked: 0,
    extensionsApproved: 0,
    extensionsRefused: 0,
    extensionsWithdrawn: 0,
    extensionsPending: 0,
    extensionMonthsApproved: 0,
    earlyEnds: 0,
  };
}
