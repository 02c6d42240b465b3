// The scheme's rounds (docs/decisions/039): each round is a row the office manages, with its
// application period as Hong Kong dates. These are the rules every side reads from those rows:
// which round a day belongs to, and where a round stands on a day.

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

/** The round whose period holds the day, if any, even one that ended early when its places were taken. */
export function currentRound<R extends RoundPeriod>(rounds: readonly R[], hongKongDay: string): R | undefined {
  return rounds.find((r) => r.applicationStart <= hongKongDay && hongKongDay <= r.applicationEnd);
}

/** The rounds still to open after the day, soonest first. */
export function upcomingRounds<R extends RoundPeriod>(rounds: readonly R[], hongKongDay: string): R[] {
  return rounds
    .filter((r) => roundPhase(r, hongKongDay) === 'upcoming')
    .sort((a, b) => a.applicationStart.localeCompare(b.applicationStart));
}

/** Two periods share at least one day. */
export function periodsOverlap(a: RoundPeriod, b: RoundPeriod): boolean {
  return a.applicationStart <= b.applicationEnd && b.applicationStart <= a.applicationEnd;
}

/** The first day (YYYY-MM-DD) of the window before the round opens in which employment by the company counts. */
export function recentEmploymentWindowStart(round: RoundRules): string {
  const start = new Date(`${round.applicationStart}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - round.priorEmploymentMonths);
  return start.toISOString().slice(0, 10);
}

/** A round's name in the reader's language (zh for any language but en and cn). */
export function roundName(round: { nameEn: string; nameZh: string; nameCn: string }, language: string): string {
  if (language === 'en') return round.nameEn;
  if (language === 'cn') return round.nameCn;
  return round.nameZh;
}
