// Reads an upload's multipart body as a stream with hard limits: one `purpose` field and up to
// `maxFiles` file parts, none larger than the largest allowed file (busboy stops counting there,
// so a huge file is cut off rather than read). Once the purpose is known, a file over that
// purpose's limit is cut off at the limit. Every failure becomes a 4xx AppError.
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { MediaPurpose } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { DOCUMENT_MAX_BYTES } from '@fis/shared/limits';
import { isMediaPurpose, mediaRulesFor } from '@fis/shared/media-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingFile } from '../modules/media/upload-media.js';
import { AppError } from './app-error.js';

/** Room for the part headers and the purpose field around the files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The most a request with `maxFiles` files may declare in Content-Length. */
export function maxUploadRequestBytes(maxFiles: number): number {
  return maxFiles * DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
}

export interface UploadParts {
  purpose: MediaPurpose;
  files: IncomingFile[];
}

/** A file part past its limit: reading stopped there. */
export class FilePartTooLarge extends Error {}

/** A file part's bytes, stopping (and refusing) past `maxBytes`; also the need-help form's reader. */
export async function readFilePart(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += chunk.length;
    // Leaving the loop destroys the part: the rest of it is not read.
    if (size > maxBytes) throw new FilePartTooLarge();
    chunks.push(chunk);
  }
  if (part.file.truncated) throw new FilePartTooLarge();
  return Buffer.concat(chunks);
}

function tooLarge(purpose: MediaPurpose | undefined, field: string): AppError {
  return purpose
    ? new AppError(mediaRulesFor(purpose).sizeError, { field })
    : new AppError(ErrorCode.PAYLOAD_TOO_LARGE, { field });
}

/** The error @fastify/multipart or busboy raised, as the caller's mistake it is. */
function fromMultipartError(err: unknown, purpose: MediaPurpose | undefined): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof FilePartTooLarge) return tooLarge(purpose, 'file');
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(purpose, 'file');
  if (code === 'FST_FILES_LIMIT') return new AppError(ErrorCode.TOO_MANY_FILES, { field: 'file' });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError(ErrorCode.FIELD_INVALID);
  // Not multipart, truncated or malformed multipart, a closed connection.
  return new AppError(ErrorCode.FIELD_INVALID, { field: 'file' });
}

export async function readUploadParts(
  request: FastifyRequest,
  reply: FastifyReply,
  maxFiles: number,
): Promise<UploadParts> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'file' });
  let purpose: MediaPurpose | undefined;
  const files: IncomingFile[] = [];
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: {
        fileSize: DOCUMENT_MAX_BYTES,
        files: maxFiles,
        fields: 2,
        fieldSize: 100,
        fieldNameSize: 100,
        parts: maxFiles + 2,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose') continue;
        if (!isMediaPurpose(part.value)) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'purpose' });
        purpose = part.value;
        continue;
      }
      const limit = purpose ? mediaRulesFor(purpose).maxBytes : DOCUMENT_MAX_BYTES;
      files.push({ fileName: part.filename, data: await readFilePart(part, limit) });
    }
  } catch (err) {
    // What is left of the body is not read: close the connection after the answer, so that
    // the sender stops and the socket does not wait for a reader that never comes.
    if (!request.raw.complete) reply.header('Connection', 'close');
    throw fromMultipartError(err, purpose);
  }
  if (!purpose) throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'purpose' });
  if (files.length === 0) throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'file' });
  return { purpose, files };
}
