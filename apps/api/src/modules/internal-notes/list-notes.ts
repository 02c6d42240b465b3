// GET /v1/admin/notes: the office's notes about one record, newest first, with their authors.
import { NOTES_SHOWN, type NoteList, type NoteSubject } from '@fis/shared/internal-note-schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { internalNotes, users } from '../../db/schema.js';
import { requireOfficeRecord } from '../admin-records/office-records.js';

export async function listNotes(
  ctx: SignedInContext,
  input: { subjectType: NoteSubject; subjectId: string },
): Promise<NoteList> {
  await requireOfficeRecord(ctx.db, input.subjectType, input.subjectId);
  const about = and(eq(internalNotes.subjectType, input.subjectType), eq(internalNotes.subjectId, input.subjectId));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ note: internalNotes, authorEmail: users.email })
      .from(internalNotes)
      .leftJoin(users, eq(users.id, internalNotes.authorUserId))
      .where(about)
      .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id))
      .limit(NOTES_SHOWN),
    ctx.db.select({ n: count() }).from(internalNotes).where(about),
  ]);
  return {
    items: rows.map(({ note, authorEmail }) => ({
      id: note.id,
      body: note.body,
      author: note.authorUserId && authorEmail ? { id: note.authorUserId, email: authorEmail } : null,
      createdAt: note.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
