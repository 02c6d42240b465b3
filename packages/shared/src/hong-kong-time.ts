// The scheme runs on Hong Kong time, whatever the server's or the browser's own zone: "today" (a
// job's expiry, the weeks of the statistics, an experience's dates), the times the CSV export and
// the notifications write, the interview form's date and time. Every Hong Kong date and time is
// worked out here, on both sides.
//
// Hong Kong keeps UTC+8 all year (no daylight saving since 1979), so its date and time are the
// UTC ones eight hours on: a tenth of a microsecond, where Intl's time-zone formatting takes
// several (every job search asks twice).

/** The IANA zone, for what takes one by name (Intl, the queue's cron). */
export const HONG_KONG_TIME_ZONE = 'Asia/Hong_Kong';

const HONG_KONG_OFFSET = '+08:00';
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as the ISO date-time of its Hong Kong wall clock ('YYYY-MM-DDTHH:mm:ss.sssZ', the Z a lie). */
function wallClock(instant: string | number | Date): string {
  return new Date(new Date(instant).getTime() + HONG_KONG_OFFSET_MS).toISOString();
}

/** "Today" in Hong Kong at an instant, as YYYY-MM-DD. */
export function hongKongDate(instant: string | number | Date): string {
  return wallClock(instant).slice(0, 10);
}

/** The Hong Kong date (YYYY-MM-DD) and time (HH:mm) of an instant. */
export function hongKongParts(instant: string | number | Date): { date: string; time: string } {
  const local = wallClock(instant);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** An instant as Hong Kong time to the minute, 'YYYY-MM-DD HH:mm'. */
export function hongKongMinute(instant: string | number | Date): string {
  const { date, time } = hongKongParts(instant);
  return `${date} ${time}`;
}

/**
 * An instant as an email or a notification writes it, 'YYYY-MM-DD HH:mm (HKT)': labelled, as a
 * reader abroad would otherwise take it for their own time.
 */
export function hongKongMinuteLabelled(instant: string | number | Date): string {
  return `${hongKongMinute(instant)} (HKT)`;
}

/** The ISO date-time of a Hong Kong date (YYYY-MM-DD) and time (HH:mm; midnight when left out). */
export function hongKongIso(date: string, time = '00:00'): string {
  return `${date}T${time}:00${HONG_KONG_OFFSET}`;
}

/** The Monday (YYYY-MM-DD) of the Hong Kong week holding `hongKongDay` (YYYY-MM-DD). */
export function weekStartOf(hongKongDay: string): string {
  const day = new Date(`${hongKongDay}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The Hong Kong day (YYYY-MM-DD) `days` days after `hongKongDay` (before it when negative). */
export function addDays(hongKongDay: string, days: number): string {
  return new Date(new Date(`${hongKongDay}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant `days` working days after `instant`: the same Hong Kong time of day, counting
 * Monday to Friday only (an instant on a weekend counts from the Monday after). Public holidays
 * are not counted out: the office's queues mark an item a day early at worst (decision 051).
 */
export function addHongKongWorkingDays(instant: string | number | Date, days: number): Date {
  const DAY = 86_400_000;
  let local = new Date(new Date(instant).getTime() + HONG_KONG_OFFSET_MS);
  const weekday = () => local.getUTCDay();
  // A weekend instant starts the count at the Monday after, 00:00.
  if (weekday() === 6 || weekday() === 0) {
    local = new Date(
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + (weekday() === 6 ? 2 : 1)),
    );
  }
  for (let left = days; left > 0; ) {
    local = new Date(local.getTime() + DAY);
    if (weekday() !== 6 && weekday() !== 0) left -= 1;
  }
  return new Date(local.getTime() - HONG_KONG_OFFSET_MS);
}
