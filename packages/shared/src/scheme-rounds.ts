// The scheme's rounds (SPEC section 1, "Scheme facts"): each application period as Hong Kong dates.
// The eligibility rules measure "not employed by the company in the 3 months before the
// application period" from the round's first day (docs/decisions/026). A new round is a new row.

export interface SchemeRound {
  id: string;
  /** First and last day of the application period, Hong Kong dates (YYYY-MM-DD). */
  applicationStart: string;
  applicationEnd: string;
}

/** Oldest first. */
export const SCHEME_ROUNDS: readonly SchemeRound[] = [
  { id: '2025-summer', applicationStart: '2025-04-16', applicationEnd: '2025-06-16' },
];

/**
 * The round a Hong Kong day belongs to: the one whose period holds it, else the next to open,
 * else the last one (the rules keep reading the last round until the office adds the next).
 */
export function schemeRoundOn(hongKongDay: string): SchemeRound {
  const current = SCHEME_ROUNDS.find((r) => r.applicationStart <= hongKongDay && hongKongDay <= r.applicationEnd);
  const next = SCHEME_ROUNDS.find((r) => hongKongDay < r.applicationStart);
  return current ?? next ?? (SCHEME_ROUNDS.at(-1) as SchemeRound);
}

/** The months before the application period in which working for the company rules a candidate out. */
export const RECENT_EMPLOYMENT_MONTHS = 3;

/** The first day (YYYY-MM-DD) of the window before `round` opens in which employment by the company counts. */
export function recentEmploymentWindowStart(round: SchemeRound): string {
  const start = new Date(`${round.applicationStart}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - RECENT_EMPLOYMENT_MONTHS);
  return start.toISOString().slice(0, 10);
}
