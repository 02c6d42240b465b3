// A placement's dates, state and allowance as SQL over a placements row (docs/decisions/041), the
// one place they are written: the placements' pages read them, and the funder's reports sum them.
// Each takes the alias of the placements row (`p` unless told) and, where the answer moves with
// time, today's Hong Kong date (YYYY-MM-DD, from the services' clock: hongKongDate(clock.now())).
// placementWithNamesSql, a placement with the records its pages name, is a FROM clause over `p`.
//
// Month arithmetic is PostgreSQL's, as in packages/shared/src/placement-rules.ts: a start on the
// 31st plus one month is the next month's last day. Month k of a placement (k = 1, 2, …) runs from
// start + (k - 1) months to the day before start + k months, so its months are counted by those
// boundaries rather than by age(), whose whole months disagree with them for a start at a month's
// end (age('2026-02-28', '2026-01-31') is 28 days, yet the first month of a start on 31 January
// ends on 27 February).
import { Stage } from '@fis/shared/application-stages';
import { JobCity } from '@fis/shared/job-enums';
import { ALLOWANCE_CURRENCY } from '@fis/shared/round-schemas';
import { type SQL, sql } from 'drizzle-orm';

const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/** `today` as a date parameter. */
const day = (today: string) => sql`${today}::date`;

/** The number of month boundaries start + k months (k from `from` to `to`) on or before `by`, a date SQL. */
function boundariesBy(alias: string, from: number, to: SQL, by: SQL): SQL {
  return sql`(SELECT count(*)::int FROM generate_series(${sql.raw(String(from))}, ${to}) AS k
    WHERE (${column(alias, 'start_date')} + make_interval(months => k))::date <= ${by})`;
}

/**
 * A placement `p` with the records its pages and notices name: its round `r`, its job `j`, its
 * company `c`, and its intern's account `u` and profile `cp` (none until the intern writes one).
 */
export const placementWithNamesSql = sql`placements p
      JOIN scheme_rounds r ON r.id = p.round_id
      JOIN jobs j ON j.id = p.job_id
      JOIN companies c ON c.id = p.company_id
      JOIN users u ON u.id = p.candidate_id
      LEFT JOIN candidate_profiles cp ON cp.user_id = p.candidate_id`;

/**
 * The placement's last day: the start date plus its months, less a day (a date; NULL until a start
 * date is proposed). An early end does not move it: `ended_on` is the last day worked.
 */
export function placementEndDateSql(alias = 'p'): SQL {
  return sql`((${column(alias, 'start_date')} + make_interval(months => ${column(alias, 'months')}::int))::date - 1)`;
}

/**
 * Where the placement stands on `today`, as placementState() says it (PLACEMENT_STATES): ended
 * early, awaiting a start date, awaiting the intern, upcoming, ongoing or completed.
 */
export function placementStateSql(today: string, alias = 'p'): SQL {
  return sql`(CASE
    WHEN ${column(alias, 'ended_on')} IS NOT NULL THEN 'endedEarly'
    WHEN ${column(alias, 'start_date')} IS NULL THEN 'awaitingStart'
    WHEN ${column(alias, 'dates_agreed_at')} IS NULL THEN 'awaitingIntern'
    WHEN ${day(today)} < ${column(alias, 'start_date')} THEN 'upcoming'
    WHEN ${day(today)} > ${placementEndDateSql(alias)} THEN 'completed'
    ELSE 'ongoing' END)`;
}

/**
 * The months of allowance the placement commits (an integer): its months, or after an early end
 * the months begun by its last day, a begun month counting in full (the scheme pays by the month).
 * These are the whole months of age(ended_on + 1, start_date) rounded up, counted by the boundaries.
 */
export function committedMonthsSql(alias = 'p'): SQL {
  return sql`(CASE WHEN ${column(alias, 'ended_on')} IS NULL OR ${column(alias, 'start_date')} IS NULL
    THEN ${column(alias, 'months')}::int
    ELSE ${boundariesBy(alias, 0, sql`${column(alias, 'months')} - 1`, column(alias, 'ended_on'))} END)`;
}

/**
 * The committed months whose period has passed by `today` (an integer): month k has passed once
 * start + k months is today or earlier; at most the committed months, and none before the dates
 * are agreed.
 */
export function paidMonthsSql(today: string, alias = 'p'): SQL {
  return sql`(CASE WHEN ${column(alias, 'start_date')} IS NULL OR ${column(alias, 'dates_agreed_at')} IS NULL THEN 0
    ELSE ${boundariesBy(alias, 1, committedMonthsSql(alias), day(today))} END)`;
}

/** The currency of the placement's allowance, its side's (ALLOWANCE_CURRENCY): HKD or RMB. */
export function allowanceCurrencySql(alias = 'p'): SQL {
  const cases = Object.entries(ALLOWANCE_CURRENCY).map(([side, currency]) => `WHEN '${side}' THEN '${currency}'`);
  return sql.raw(`(CASE ${alias}.side ${cases.join(' ')} END)`);
}

/** The allowance committed, in the side's currency: committed months × the monthly allowance. */
export function committedAllowanceSql(alias = 'p'): SQL {
  return sql`(${committedMonthsSql(alias)} * ${column(alias, 'monthly_allowance')})`;
}

/** The allowance paid out by `today`, in the side's currency: paid months × the monthly allowance. */
export function paidAllowanceSql(today: string, alias = 'p'): SQL {
  return sql`(${paidMonthsSql(today, alias)} * ${column(alias, 'monthly_allowance')})`;
}

/** A waiting extension request exists for the placement. */
export function hasPendingExtensionSql(alias = 'p'): SQL {
  return sql`EXISTS (SELECT 1 FROM placement_extensions x
    WHERE x.placement_id = ${column(alias, 'id')} AND x.status = 'pending')`;
}

/**
 * Gives every hired application without a placement the one its accept would have made (as
 * create-placement-for-hire.ts does): the job's round, the side of its city (placeSideOf) and the
 * round's allowance for that side, the round's internship months, no start date. Plain text, for
 * node-postgres as for Drizzle: the scale seed runs it; migration 0033 did the same for the hires
 * already on record.
 */
export const INSERT_MISSING_PLACEMENTS = `
  INSERT INTO placements (application_id, round_id, company_id, candidate_id, job_id, side, monthly_allowance,
                          months, created_at, updated_at)
  SELECT a.id, j.round_id, a.company_id, a.candidate_id, a.job_id,
         CASE WHEN j.city = ${JobCity.HONG_KONG} THEN 'HongKong' ELSE 'GBA' END,
         CASE WHEN j.city = ${JobCity.HONG_KONG} THEN r.allowance_hong_kong ELSE r.allowance_gba END,
         r.internship_months, a.stage_changed_at, a.stage_changed_at
  FROM applications a JOIN jobs j ON j.id = a.job_id JOIN scheme_rounds r ON r.id = j.round_id
  WHERE a.stage = ${Stage.HIRED} AND NOT EXISTS (SELECT 1 FROM placements p WHERE p.application_id = a.id)`;
