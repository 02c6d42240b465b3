// The scheme's rounds (docs/decisions/039): each round is a row the office manages, with its
// application period as Hong Kong dates. These are the rules every side reads from those rows:
// which round a day belongs to, and where a round stands on a day.
import { hongKongDate } from './hong-kong-time.js';
import { addMonths } from './placement-rules.js';

/** What the rules need of a round; the full record is `Round` (round-schemas.ts). */
export interface RoundPeriod {
  /** First and last day of the application period, Hong Kong dates (YYYY-MM-DD). */
  applicationStart: string;
  applicationEnd: string;
  /** When every funded place was taken, ending the period early (docs/decisions/040). */
  endedEarlyAt?: Date | string | null;
}

/** What the eligibility rules read of a round: its opening and the window before it. */
export interface RoundRules {
  applicationStart: string;
  /** The months before the period opens in which working for the company rules a candidate out. */
  priorEmploymentMonths: number;
}

/**
 * Where a round stands on a day: before its period, in it, or past it. A round whose places were
 * all taken has ended, whatever the day (its `full` flag says why).
 */
export const ROUND_PHASES = ['upcoming', 'open', 'ended'] as const;
export type RoundPhase = (typeof ROUND_PHASES)[number];

export function roundPhase(round: RoundPeriod, hongKongDay: string): RoundPhase {
  if (round.endedEarlyAt) return 'ended';
  if (hongKongDay < round.applicationStart) return 'upcoming';
  if (hongKongDay > round.applicationEnd) return 'ended';
  return 'open';
}

/**
 * The last day of a round's period: its end date, or the Hong Kong day its last funded place was
 * taken if that came first. From the next day the round holds no day of the calendar, so the next
 * round can open then (docs/decisions/040).
 */
export function periodEnd(round: RoundPeriod): string {
  if (!round.endedEarlyAt) return round.applicationEnd;
  const filled = hongKongDate(round.endedEarlyAt);
  return filled < round.applicationEnd ? filled : round.applicationEnd;
}

/**
 * The last day a job takes applications (YYYY-MM-DD): its own last day, or its round's last day of
 * applications if that comes first, since applying is open only within the round (decision 039).
 */
export function lastDayToApply(job: { expiresOn: string; round: RoundPeriod }): string {
  const roundEnd = periodEnd(job.round);
  return roundEnd < job.expiresOn ? roundEnd : job.expiresOn;
}

/** The round whose period holds the day, if any: on the day a round fills, still that round (it says it is full). */
export function currentRound<R extends RoundPeriod>(rounds: readonly R[], hongKongDay: string): R | undefined {
  return rounds.find((r) => r.applicationStart <= hongKongDay && hongKongDay <= periodEnd(r));
}

/** The rounds still to open after the day, soonest first. */
export function upcomingRounds<R extends RoundPeriod>(rounds: readonly R[], hongKongDay: string): R[] {
  return rounds
    .filter((r) => roundPhase(r, hongKongDay) === 'upcoming')
    .sort((a, b) => a.applicationStart.localeCompare(b.applicationStart));
}

/** Two periods share at least one day (a full round's period ending on the day it filled). */
export function periodsOverlap(a: RoundPeriod, b: RoundPeriod): boolean {
  return a.applicationStart <= periodEnd(b) && b.applicationStart <= periodEnd(a);
}

/** The first day (YYYY-MM-DD) of the window before the round opens in which employment by the company counts. */
export function recentEmploymentWindowStart(round: RoundRules): string {
  return addMonths(round.applicationStart, -round.priorEmploymentMonths);
}

/** A round's name in the reader's language (zh for any language but en and cn). */
export function roundName(round: { nameEn: string; nameZh: string; nameCn: string }, language: string): string {
  if (language === 'en') return round.nameEn;
  if (language === 'cn') return round.nameCn;
  return round.nameZh;
}
