// DELETE /v1/admin/notes/{id}: an officer takes back a note of their own; a colleague's answers
// 404, as a note the caller may not change.
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { internalNotes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export async function deleteNote(ctx: SignedInContext, input: { id: string }): Promise<void> {
  const [gone] = await ctx.db
    .delete(internalNotes)
    .where(and(eq(internalNotes.id, input.id), eq(internalNotes.authorUserId, ctx.user.id)))
    .returning({ id: internalNotes.id });
  if (!gone) throw new AppError(ErrorCode.NOT_FOUND);
}
