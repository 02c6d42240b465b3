// An interview row as every answer shows it: the application's interviews, the interview lists
// and the answers to schedule, reschedule and cancel. What the company wrote (the place, the note,
// the reason it cancelled) is in the reader's Chinese script (decision 012).
import { INTERVIEW_TEXTS, type Interview } from '@fis/shared/application-schemas';
import type { interviews } from '../../db/schema.js';
import { inReaderScript, type ReaderScript } from '../../lib/chinese-script.js';

export type InterviewRow = typeof interviews.$inferSelect;

export function toInterview(row: InterviewRow, reader: ReaderScript): Interview {
  const interview = {
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
  return inReaderScript(reader, interview, INTERVIEW_TEXTS);
}
