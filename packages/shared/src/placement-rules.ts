// A placement's dates and state (docs/decisions/041), shared by the API, which stores the start
// date and the length in months, and the screens, which show the end date and where it stands.
// The arithmetic is PostgreSQL's: adding months to the 31st lands on the month's last day, so the
// end date shown here is the one the reports compute in the database.

/** The day `months` months after `isoDate` (YYYY-MM-DD), clamped to the month's last day. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The day before `isoDate`. */
export function dayBefore(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The last day of a placement starting on `startDate` and running `months` months. */
export function placementEndDate(startDate: string, months: number): string {
  return dayBefore(addMonths(startDate, months));
}

/**
 * Where a placement stands on a Hong Kong day:
 * - awaitingStart: the company has not proposed a start date;
 * - awaitingIntern: the intern has not agreed to the proposed dates;
 * - upcoming, ongoing, completed: agreed, before, during and after its dates;
 * - endedEarly: an early end was recorded (its last day may still be ahead).
 */
export const PLACEMENT_STATES = [
  'awaitingStart',
  'awaitingIntern',
  'upcoming',
  'ongoing',
  'completed',
  'endedEarly',
] as const;
export type PlacementState = (typeof PLACEMENT_STATES)[number];

export interface PlacementFacts {
  startDate: string | null;
  months: number;
  datesAgreed: boolean;
  endedOn: string | null;
}

export function placementState(p: PlacementFacts, hongKongDay: string): PlacementState {
  if (p.endedOn) return 'endedEarly';
  if (!p.startDate) return 'awaitingStart';
  if (!p.datesAgreed) return 'awaitingIntern';
  if (hongKongDay < p.startDate) return 'upcoming';
  return hongKongDay > placementEndDate(p.startDate, p.months) ? 'completed' : 'ongoing';
}

/** The company may propose or change the start date until the agreed start has come. */
export function canProposeStart(p: PlacementFacts, hongKongDay: string): boolean {
  if (p.endedOn) return false;
  return !p.startDate || !p.datesAgreed || hongKongDay < p.startDate;
}

/** An extension can be asked for an agreed placement that has not ended. */
export function canAskExtension(p: PlacementFacts, hongKongDay: string): boolean {
  const state = placementState(p, hongKongDay);
  return state === 'upcoming' || state === 'ongoing';
}

/** An early end can be recorded for an agreed placement that has not ended. */
export const canEndEarly = canAskExtension;
