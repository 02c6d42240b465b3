import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import { candidateAttachments } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';
import { markMediaDeleted, removeStoredBytes } from '../media/media-repository.js';

/** Deletes one of the candidate's own attachments, and its file with it; someone else's answers 404. */
export async function deleteAttachment(svc: Services, userId: string, id: string): Promise<void> {
  const retired = await svc.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(candidateAttachments)
      .where(and(eq(candidateAttachments.id, id), eq(candidateAttachments.userId, userId)))
      .returning();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return markMediaDeleted(tx, svc, [row.mediaId]);
  });
  await removeStoredBytes(svc, retired);
}
