// What a report's filters mean in the database (docs/decisions/042): the rounds in scope (one, or
// every round), the range's start as an instant (00:00 Hong Kong time of `from`), and the day the
// figures stand at the end of (`asOf`: `to`, or today when `to` is absent or later), whose end (the
// next day's 00:00 HKT) closes the range. Every report counts an event when it happened in
// [start, end); with no `from` the range has no start.
import { ErrorCode } from '@fis/shared/error-codes';
import { addDays, hongKongDate, hongKongIso } from '@fis/shared/hong-kong-time';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { schemeRounds } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export interface ReportScope {
  roundId: string | null;
  from: string | null;
  to: string | null;
  /** The Hong Kong day the figures stand at the end of. */
  asOf: string;
  today: string;
  /** The range as instants (ISO): its start, or null with no `from`; its end, exclusive. */
  start: string | null;
  end: string;
  /** Only the students of this institution (an institution's own figures, docs/decisions/061). */
  institution?: string;
}

/** Reads the filters; a round that does not exist answers 404 naming `roundId`. */
export async function reportScope(
  ctx: UseCaseContext,
  query: { roundId?: string | undefined; from?: string | undefined; to?: string | undefined },
): Promise<ReportScope> {
  if (query.roundId) {
    const [round] = await ctx.db
      .select({ id: schemeRounds.id })
      .from(schemeRounds)
      .where(eq(schemeRounds.id, query.roundId));
    if (!round) throw new AppError(ErrorCode.NOT_FOUND, { field: 'roundId' });
  }
  const today = hongKongDate(ctx.clock.now());
  const asOf = query.to && query.to < today ? query.to : today;
  return {
    roundId: query.roundId ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    asOf,
    today,
    start: query.from ? hongKongIso(query.from) : null,
    end: hongKongIso(addDays(asOf, 1)),
  };
}

/** The filters as the answer echoes them. */
export function appliedFilters(scope: ReportScope) {
  return { roundId: scope.roundId, from: scope.from, to: scope.to, asOf: scope.asOf };
}

/** `column` (a round id column) is a round in scope. */
export function inRounds(scope: ReportScope, column: string): SQL {
  return scope.roundId ? sql`${sql.raw(column)} = ${scope.roundId}` : sql`TRUE`;
}

/** The candidate's profile `cp` is of the scope's institution, when it has one. */
export function ofInstitution(scope: ReportScope): SQL {
  return scope.institution ? sql`cp.institution = ${scope.institution}` : sql`TRUE`;
}

/** `column` (an instant) falls within the range: from its start (when it has one) to its end. */
export function inRange(scope: ReportScope, column: string): SQL {
  const at = sql.raw(column);
  return scope.start
    ? sql`(${at} >= ${scope.start}::timestamptz AND ${at} < ${scope.end}::timestamptz)`
    : sql`${at} < ${scope.end}::timestamptz`;
}

/** `column` (an instant) falls before the range's end. */
export function byEnd(scope: ReportScope, column: string): SQL {
  return sql`${sql.raw(column)} < ${scope.end}::timestamptz`;
}

/** `column` (a Hong Kong date) falls within the range, both days included. */
export function dayInRange(scope: ReportScope, column: string): SQL {
  const at = sql.raw(column);
  return scope.from
    ? sql`(${at} >= ${scope.from}::date AND ${at} <= ${scope.asOf}::date)`
    : sql`${at} <= ${scope.asOf}::date`;
}
