// The office's internal notes (issue 27, docs/decisions/052): what officers write about a candidate,
// a company, a job or an application for each other, with its author and time. Only officers
// read or write them; nothing else the API answers carries them.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { messageBodyField } from './message-schemas.js';

/** What a note is about. */
export const NOTE_SUBJECTS = ['candidate', 'company', 'job', 'application'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];

/** The most notes one record's page lists at once, newest first. */
export const NOTES_SHOWN = 100;

const subjectFields = {
  subjectType: z.enum(NOTE_SUBJECTS, { error: ErrorCode.FIELD_INVALID }),
  subjectId: z.uuid({ error: ErrorCode.NOT_FOUND }),
};

/** GET /v1/admin/notes: the notes about one record. */
export const noteListQuerySchema = z.object(subjectFields);
export type NoteListQuery = z.input<typeof noteListQuerySchema>;

/** POST /v1/admin/notes: a note about one record. */
export const addNoteInputSchema = z.object({ ...subjectFields, body: messageBodyField() });
export type AddNoteInput = z.input<typeof addNoteInputSchema>;

export const noteSchema = z.object({
  id: z.string(),
  body: z.string(),
  /** The officer who wrote it; null once their account is gone. */
  author: z.object({ id: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.object({ items: z.array(noteSchema), total: z.number() });
export type NoteList = z.infer<typeof noteListSchema>;
export const noteIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });
