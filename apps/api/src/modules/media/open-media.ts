import type { Readable } from 'node:stream';
import { ErrorCode } from '@fis/shared/error-codes';
import { VIEWABLE_MIME_TYPES } from '@fis/shared/limits';
import type { UseCaseContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { mayReadFile } from '../../policies/media.js';
import { findLiveMedia, type MediaRow } from './media-repository.js';

export interface OpenedMedia {
  row: MediaRow;
  stream: Readable;
}

/**
 * Opens a file for a reader policies/media.ts allows (anyone else, signed in or not, is told it
 * does not exist); a view of a private document by anyone but its owner is audited. `inPage`: the
 * office's viewer (decision 055), which draws PDFs and pictures only and says so in the audit row.
 */
export async function openMedia(ctx: UseCaseContext, input: { id: string; inPage?: boolean }): Promise<OpenedMedia> {
  const { user: viewer, ip } = ctx;
  const { id, inPage = false } = input;
  const row = await findLiveMedia(ctx.db, id);
  if (!row || !(await mayReadFile(ctx.db, ctx.clock.now(), viewer, row))) throw new AppError(ErrorCode.NOT_FOUND);
  if (inPage && !VIEWABLE_MIME_TYPES.includes(row.mimeType)) throw new AppError(ErrorCode.DOCUMENT_NOT_VIEWABLE);
  const stream = await ctx.storage.open(row.storageKey);
  if (!stream) throw new AppError(ErrorCode.NOT_FOUND);
  if (row.visibility === 'private' && viewer && viewer.id !== row.ownerUserId) {
    try {
      await writeAudit(ctx.db, ctx.clock, {
        actorUserId: viewer.id,
        action: 'media.viewed',
        entityType: 'media',
        entityId: row.id,
        details: {
          ownerUserId: row.ownerUserId,
          purpose: row.purpose,
          viewerRole: viewer.role,
          ...(inPage ? { inPage } : {}),
        },
        ip,
      });
    } catch (err) {
      // No record of the view, no view.
      stream.destroy();
      throw err;
    }
  }
  return { row, stream };
}
