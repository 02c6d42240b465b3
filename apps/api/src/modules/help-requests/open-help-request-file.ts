import type { Readable } from 'node:stream';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { helpRequests } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayHandleHelpRequests } from '../../policies/help-requests.js';

export interface OpenedHelpFile {
  name: string;
  mimeType: string;
  sizeBytes: number;
  stream: Readable;
}

/**
 * GET /v1/admin/help-requests/{id}/file: the request's screenshot or document, for the admin
 * only; each view is audited as every view of someone's private file is.
 */
export async function openHelpRequestFile(ctx: UseCaseContext, input: { id: string }): Promise<OpenedHelpFile> {
  assertMayHandleHelpRequests(ctx.user);
  const [row] = await ctx.db.select().from(helpRequests).where(eq(helpRequests.id, input.id));
  if (!row?.fileStorageKey || !row.fileName || !row.fileMimeType || row.fileSizeBytes === null) {
    throw new AppError(ErrorCode.NOT_FOUND);
  }
  const stream = await ctx.storage.open(row.fileStorageKey);
  if (!stream) throw new AppError(ErrorCode.NOT_FOUND);
  try {
    await writeAudit(ctx.db, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'help_request.file_viewed',
      entityType: 'help_request',
      entityId: row.id,
      ip: ctx.ip,
    });
  } catch (err) {
    // No record of the view, no view.
    stream.destroy();
    throw err;
  }
  return { name: row.fileName, mimeType: row.fileMimeType, sizeBytes: row.fileSizeBytes, stream };
}
