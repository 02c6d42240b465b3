import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertOwnFile } from '../../policies/media.js';
import { candidateProfileRow } from '../candidate-profile/candidate-profile-repository.js';
import {
  filesSentWithApplications,
  filesSentWithMessages,
  findLiveMedia,
  isMediaReferenced,
  markMediaDeleted,
  removeStoredBytes,
} from './media-repository.js';

/**
 * Deletes one of the caller's own files. A file sent with an application is refused (409
 * MEDIA_SENT_WITH_APPLICATION): it stays with the application, which the company reads; so does
 * a file sent with a message (409 MEDIA_SENT_WITH_MESSAGE), which its recipients keep. A file a
 * profile field or an attachment still uses is refused (409 MEDIA_IN_USE): clearing the field,
 * replacing the file or deleting the attachment retires it instead (docs/decisions/005-uploads.md).
 */
export async function deleteMedia(ctx: SignedInContext, input: { id: string }): Promise<void> {
  const { user, ip } = ctx;
  const { id } = input;
  const retired = await ctx.db.transaction(async (tx) => {
    // Applying takes the same lock: an application cannot take the file while it is deleted.
    if (user.role === Role.CANDIDATE) await candidateProfileRow(tx, user.id, true);
    const row = await findLiveMedia(tx, id, true);
    assertOwnFile(user, row);
    if ((await filesSentWithApplications(tx, user.id, [id])).size > 0) {
      throw new AppError(ErrorCode.MEDIA_SENT_WITH_APPLICATION);
    }
    if ((await filesSentWithMessages(tx, [id])).size > 0) throw new AppError(ErrorCode.MEDIA_SENT_WITH_MESSAGE);
    if (await isMediaReferenced(tx, id)) throw new AppError(ErrorCode.MEDIA_IN_USE);
    const rows = await markMediaDeleted(tx, ctx, [id]);
    await writeAudit(tx, ctx.clock, {
      actorUserId: user.id,
      action: 'media.deleted',
      entityType: 'media',
      entityId: id,
      details: { purpose: row.purpose },
      ip,
    });
    return rows;
  });
  await removeStoredBytes(ctx, retired);
}
