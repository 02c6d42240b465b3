// Where an instant falls in the Hong Kong week of the saved views' weekly exports (decision 057):
// the week (its Monday), the day (ISO: 1 Monday … 7 Sunday) and the hour. A view is due once its
// day and hour of the week have come, and until it is sent that week.
import { hongKongParts, weekStartOf } from '@fis/shared/hong-kong-time';

export interface WeekPosition {
  /** The Monday of the Hong Kong week, YYYY-MM-DD. */
  week: string;
  weekday: number;
  hour: number;
}

export function weekPositionOf(instant: Date): WeekPosition {
  const { date, time } = hongKongParts(instant);
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { week: weekStartOf(date), weekday: day === 0 ? 7 : day, hour: Number(time.slice(0, 2)) };
}

/** Whether the day and hour of a schedule have come in the week of `position`. */
export function slotHasCome(position: WeekPosition, slot: { weekday: number; hour: number }): boolean {
  return slot.weekday < position.weekday || (slot.weekday === position.weekday && slot.hour <= position.hour);
}
