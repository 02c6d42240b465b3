import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateAttachments } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { removeStoredBytes, retireProfileFiles } from '../media/media-repository.js';
import { candidateProfileRow } from './candidate-profile-repository.js';

/**
 * Deletes one of the candidate's own attachments, and its file with it unless the file was sent
 * with an application (it then stays with the application); someone else's answers 404.
 */
export async function deleteAttachment(ctx: SignedInContext, input: { id: string }): Promise<void> {
  const userId = ctx.user.id;
  const { id } = input;
  const retired = await ctx.db.transaction(async (tx) => {
    await candidateProfileRow(tx, userId, true);
    const [row] = await tx
      .delete(candidateAttachments)
      .where(and(eq(candidateAttachments.id, id), eq(candidateAttachments.userId, userId)))
      .returning();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return retireProfileFiles(tx, ctx, userId, [row.mediaId]);
  });
  await removeStoredBytes(ctx, retired);
}
