import { HONG_KONG_TIME_ZONE } from '@fis/shared/hong-kong-time';
import type {
  FunnelCounts,
  RecommendationOutcome,
  RecommendationsPage,
} from '@fis/shared/office-recommendation-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { OUTCOME_SQL, PICK_FROM, selectPicks } from './office-picks-repository.js';

/** The Hong Kong date and month a pick was made on, over the alias `r`. */
const MADE_ON = sql`(r.created_at AT TIME ZONE ${HONG_KONG_TIME_ZONE})`;

/** The funnel's counts as SQL aggregates over the picks `r` and their outcome. */
const COUNTS = sql`count(*)::int AS recommended,
  count(*) FILTER (WHERE r.withdrawn_at IS NOT NULL)::int AS withdrawn,
  count(*) FILTER (WHERE ${OUTCOME_SQL} IN ('applied', 'hired'))::int AS applied,
  count(*) FILTER (WHERE ${OUTCOME_SQL} = 'hired')::int AS hired`;

type CountRow = { recommended: number; withdrawn: number; applied: number; hired: number };

const counts = (row: CountRow | undefined): FunnelCounts => ({
  recommended: Number(row?.recommended ?? 0),
  withdrawn: Number(row?.withdrawn ?? 0),
  applied: Number(row?.applied ?? 0),
  hired: Number(row?.hired ?? 0),
});

/**
 * GET /v1/admin/recommendations: how the office's picks made in a period (Hong Kong dates, both
 * ends included) turned into applications and hires, in total and by month, and the picks
 * themselves with their outcome, newest first (docs/decisions/028). A withdrawn pick counts as
 * made: the candidate read it. An outcome filters the list, never the funnel.
 */
export async function listRecommendations(
  ctx: SignedInContext,
  input: {
    from?: string | undefined;
    to?: string | undefined;
    outcome?: RecommendationOutcome | undefined;
    page: number;
    take: number;
  },
): Promise<RecommendationsPage> {
  const period: SQL[] = [sql`true`];
  if (input.from) period.push(sql`${MADE_ON}::date >= ${input.from}::date`);
  if (input.to) period.push(sql`${MADE_ON}::date <= ${input.to}::date`);
  const inPeriod = sql.join(period, sql` AND `);
  const listed = input.outcome ? sql`${inPeriod} AND ${OUTCOME_SQL} = ${input.outcome}` : inPeriod;
  const [totals, months, listedCount, items] = await Promise.all([
    ctx.db.execute(sql`SELECT ${COUNTS} FROM ${PICK_FROM} WHERE ${inPeriod}`),
    ctx.db.execute(
      sql`SELECT to_char(${MADE_ON}, 'YYYY-MM') AS month, ${COUNTS} FROM ${PICK_FROM} WHERE ${inPeriod} GROUP BY 1 ORDER BY 1 DESC`,
    ),
    ctx.db.execute(sql`SELECT count(*)::int AS total FROM ${PICK_FROM} WHERE ${listed}`),
    selectPicks(ctx.db, listed, { limit: input.take, offset: (input.page - 1) * input.take }),
  ]);
  return {
    funnel: counts(rowsOf<CountRow>(totals)[0]),
    months: rowsOf<CountRow & { month: string }>(months).map((row) => ({ month: row.month, ...counts(row) })),
    items,
    total: Number(rowsOf<{ total: number }>(listedCount)[0]?.total ?? 0),
    page: input.page,
    take: input.take,
  };
}
