import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import { candidateAttachments } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Services } from '../../services.js';
import { removeStoredBytes, retireProfileFiles } from '../media/media-repository.js';
import { candidateProfileRow } from './candidate-profile-repository.js';

/**
 * Deletes one of the candidate's own attachments, and its file with it unless the file was sent
 * with an application (it then stays with the application); someone else's answers 404.
 */
export async function deleteAttachment(svc: Services, userId: string, id: string): Promise<void> {
  const retired = await svc.db.transaction(async (tx) => {
    await candidateProfileRow(tx, userId, true);
    const [row] = await tx
      .delete(candidateAttachments)
      .where(and(eq(candidateAttachments.id, id), eq(candidateAttachments.userId, userId)))
      .returning();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return retireProfileFiles(tx, svc, userId, [row.mediaId]);
  });
  await removeStoredBytes(svc, retired);
}
