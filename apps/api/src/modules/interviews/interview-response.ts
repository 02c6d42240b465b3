// An interview row as every answer shows it: the application's interviews, the interview lists
// and the answers to schedule, reschedule and cancel.
import type { Interview } from '@fis/shared/application-schemas';
import type { interviews } from '../../db/schema.js';

export type InterviewRow = typeof interviews.$inferSelect;

export function toInterview(row: InterviewRow): Interview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    place: row.place,
    videoLink: row.videoLink,
    note: row.note,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
  };
}
