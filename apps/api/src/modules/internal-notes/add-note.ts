// POST /v1/admin/notes: an officer's note about a record, for the other officers.
import type { Note, NoteSubject } from '@fis/shared/internal-note-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { internalNotes, users } from '../../db/schema.js';
import { requireOfficeRecord } from '../admin-records/office-records.js';

export async function addNote(
  ctx: SignedInContext,
  input: { subjectType: NoteSubject; subjectId: string; body: string },
): Promise<Note> {
  await requireOfficeRecord(ctx.db, input.subjectType, input.subjectId);
  const [row] = await ctx.db
    .insert(internalNotes)
    .values({ ...input, authorUserId: ctx.user.id, createdAt: ctx.clock.now() })
    .returning();
  if (!row) throw new Error('note insert returned no row');
  const [author] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.user.id));
  return {
    id: row.id,
    body: row.body,
    author: author ? { id: ctx.user.id, email: author.email } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
