import { randomUUID } from 'node:crypto';
import type { MediaPurpose } from '@fis/shared/enums';
import { mediaKindOf, type UploadedMedia } from '@fis/shared/media-schemas';
import type { SignedInContext } from '../../context.js';
import { media } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { assertPurposeAllowed } from '../../policies/media.js';
import { cleanFileName } from './clean-file-name.js';
import { type InspectedFile, inspectUpload } from './inspect-upload.js';
import { toUploadedMedia } from './media-repository.js';

/** A file part as it arrived: the name the client gave, and its bytes. */
export interface IncomingFile {
  fileName: string | undefined;
  data: Buffer;
}

/**
 * Checks every file, then stores them all or none. The storage key is made here (visibility and
 * a random UUID); the client's file name is only cleaned and kept for the download.
 */
export async function uploadMedia(
  ctx: SignedInContext,
  input: { purpose: MediaPurpose; files: IncomingFile[] },
): Promise<UploadedMedia[]> {
  const { user } = ctx;
  const { purpose, files } = input;
  assertPurposeAllowed(user, purpose);
  const inspected: { file: IncomingFile; result: InspectedFile }[] = [];
  for (const [index, file] of files.entries()) {
    try {
      inspected.push({ file, result: await inspectUpload(purpose, file.data) });
    } catch (err) {
      if (err instanceof AppError && files.length > 1) {
        throw new AppError(err.code, { ...err.options, field: `file.${index}` });
      }
      throw err;
    }
  }

  // Only the public pictures (avatar, logo, cover) are public; a scan that is a photo stays private.
  const visibility = mediaKindOf(purpose) === 'image' ? 'public' : 'private';
  const stored: string[] = [];
  try {
    const values = [];
    for (const { file, result } of inspected) {
      const storageKey = `${visibility}/${randomUUID()}`;
      await ctx.storage.put(storageKey, result.data);
      stored.push(storageKey);
      values.push({
        ownerUserId: user.id,
        purpose,
        visibility,
        mimeType: result.mimeType,
        sizeBytes: result.data.length,
        originalName: cleanFileName(file.fileName, result.extension, result.extensions),
        storageKey,
        createdAt: ctx.clock.now(),
      });
    }
    const rows = await ctx.db.insert(media).values(values).returning();
    return rows.map(toUploadedMedia);
  } catch (err) {
    await Promise.all(stored.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    throw err;
  }
}
