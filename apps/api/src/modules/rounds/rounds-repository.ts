// Reading the scheme's rounds, and the one rule every change to them keeps: no two application
// periods share a day (docs/decisions/039).
import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { Round, RoundSummary, RoundValues } from '@fis/shared/round-schemas';
import { periodsOverlap, roundName, roundPhase } from '@fis/shared/scheme-rounds';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { schemeRounds } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export type RoundRow = typeof schemeRounds.$inferSelect;

/** A round as everyone reads it, with where it stands on `today` (a Hong Kong day). */
export function roundOf(row: RoundRow, today: string): Round {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    nameCn: row.nameCn,
    applicationStart: row.applicationStart,
    applicationEnd: row.applicationEnd,
    internshipMonths: row.internshipMonths,
    maxInternshipMonths: row.maxInternshipMonths,
    allowanceHongKong: row.allowanceHongKong,
    allowanceGba: row.allowanceGba,
    priorEmploymentMonths: row.priorEmploymentMonths,
    totalPlaces: row.totalPlaces,
    phase: roundPhase(row, today),
    full: row.endedEarlyAt !== null,
  };
}

/** Every round, oldest period first. */
export function allRounds(db: Executor): Promise<RoundRow[]> {
  return db.select().from(schemeRounds).orderBy(asc(schemeRounds.applicationStart));
}

/**
 * Inside a transaction that writes a round: waits for any other such transaction, then refuses a
 * period sharing a day with another round's (ROUND_PERIOD_OVERLAPS on the opening day's field).
 */
export async function assertPeriodFree(
  tx: Executor,
  lang: Language,
  period: Pick<RoundValues, 'applicationStart' | 'applicationEnd'>,
  exceptId?: string,
): Promise<void> {
  // One writer of rounds at a time, so two overlapping periods saved at once cannot both pass.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('scheme_rounds'))`);
  const clash = (await allRounds(tx)).find((r) => r.id !== exceptId && periodsOverlap(r, period));
  if (clash) {
    throw new AppError(ErrorCode.ROUND_PERIOD_OVERLAPS, {
      field: 'applicationStart',
      params: { round: roundName(clash, lang), start: clash.applicationStart, end: clash.applicationEnd },
    });
  }
}

/**
 * Every round's summary by id, as read on today (Hong Kong): what a job says of its round. The
 * rounds are a handful of rows, so a list of jobs reads them all once rather than joining each.
 */
export async function roundSummaries(db: Executor, clock: { now(): Date }): Promise<(roundId: string) => RoundSummary> {
  const today = hongKongDate(clock.now());
  const byId = new Map((await allRounds(db)).map((r) => [r.id, r]));
  return (roundId) => {
    const row = byId.get(roundId);
    if (!row) throw new Error(`job round ${roundId} not found`);
    const { id, nameEn, nameZh, nameCn, applicationStart, applicationEnd, priorEmploymentMonths, phase, full } =
      roundOf(row, today);
    return { id, nameEn, nameZh, nameCn, applicationStart, applicationEnd, priorEmploymentMonths, phase, full };
  };
}
