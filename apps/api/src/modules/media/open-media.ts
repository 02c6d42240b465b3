import type { Readable } from 'node:stream';
import { ErrorCode } from '@fis/shared/error-codes';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { mayReadFile } from '../../policies/media.js';
import type { Services } from '../../services.js';
import { findLiveMedia, type MediaRow } from './media-repository.js';

export interface OpenedMedia {
  row: MediaRow;
  stream: Readable;
}

/**
 * Opens a file for a reader policies/media.ts allows (anyone else, signed in or not, is told it
 * does not exist); a view of a private document by anyone but its owner is audited. */
export async function openMedia(svc: Services, viewer: AuthUser | null, id: string, ip: string): Promise<OpenedMedia> {
  const row = await findLiveMedia(svc.db, id);
  if (!row || !(await mayReadFile(svc.db, svc.clock.now(), viewer, row))) throw new AppError(ErrorCode.NOT_FOUND);
  const stream = await svc.storage.open(row.storageKey);
  if (!stream) throw new AppError(ErrorCode.NOT_FOUND);
  if (row.visibility === 'private' && viewer && viewer.id !== row.ownerUserId) {
    try {
      await writeAudit(svc.db, svc.clock, {
        actorUserId: viewer.id,
        action: 'media.viewed',
        entityType: 'media',
        entityId: row.id,
        details: { ownerUserId: row.ownerUserId, purpose: row.purpose, viewerRole: viewer.role },
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
