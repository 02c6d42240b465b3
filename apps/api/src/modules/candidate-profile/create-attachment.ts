// Attachments (SPEC section 7, "Attachments"): a titled document of purpose 'attachment', at
// most MAX_ATTACHMENTS. Deleting the attachment deletes its file.
import type { AttachmentEntry } from '@fis/shared/candidate-profile-response-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { MAX_ATTACHMENTS } from '@fis/shared/limits';
import { count, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateAttachments } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { usableMedia } from '../media/media-repository.js';
import { candidateProfileRow, toAttachmentEntry } from './candidate-profile-repository.js';

export async function createAttachment(
  ctx: SignedInContext,
  input: { mediaId: string; title: string },
): Promise<AttachmentEntry> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    await candidateProfileRow(tx, userId, true);
    const file = await usableMedia(tx, userId, input.mediaId, 'attachment', 'mediaId');
    const [used] = await tx
      .select({ id: candidateAttachments.id })
      .from(candidateAttachments)
      .where(eq(candidateAttachments.mediaId, file.id));
    if (used) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'mediaId' });
    const [existing] = await tx
      .select({ n: count() })
      .from(candidateAttachments)
      .where(eq(candidateAttachments.userId, userId));
    if ((existing?.n ?? 0) >= MAX_ATTACHMENTS) throw new AppError(ErrorCode.TOO_MANY_ITEMS);
    const [row] = await tx
      .insert(candidateAttachments)
      .values({ userId, mediaId: file.id, title: input.title, createdAt: ctx.clock.now() })
      .returning();
    if (!row) throw new Error('attachment insert returned no row');
    return toAttachmentEntry(row, file);
  });
}
