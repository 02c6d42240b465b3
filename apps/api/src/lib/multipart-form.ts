// Reads a form sent as multipart (text fields and at most one file) as a stream with hard limits:
// only the named text fields are kept, each under `maxFieldBytes`; the one file part, where the
// form has one, is cut off past its `maxBytes` rather than read, and any other file part is
// refused. Every failure becomes a 4xx AppError. The need-help form uses it
// (docs/decisions/019-need-help.md: a visitor cannot upload through /media first), and the
// one-click unsubscribe (docs/decisions/036), which takes no file.
import type { Multipart } from '@fastify/multipart';
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingFile } from '../modules/media/upload-media.js';
import { AppError } from './app-error.js';
import { FilePartTooLarge, readFilePart } from './multipart-upload.js';

export interface FormLimits {
  /** The text fields kept; any other text part is skipped. */
  fields: readonly string[];
  /** The longest text field, in bytes (UTF-8). */
  maxFieldBytes: number;
  /** The form's one file part: its name, its largest size and the error past it. Without it, no file is taken. */
  file?: { field: string; maxBytes: number; tooLarge: ErrorCode };
}

export interface FormParts {
  fields: Record<string, string>;
  file: IncomingFile | null;
}

function fromMultipartError(err: unknown, limits: FormLimits): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (limits.file && (err instanceof FilePartTooLarge || code === 'FST_REQ_FILE_TOO_LARGE')) {
    return new AppError(limits.file.tooLarge, { field: limits.file.field });
  }
  if (limits.file && code === 'FST_FILES_LIMIT') {
    return new AppError(ErrorCode.TOO_MANY_FILES, { field: limits.file.field });
  }
  // Too many parts, a field past its size, malformed or truncated multipart, a closed connection.
  return new AppError(ErrorCode.FIELD_INVALID, { field: 'body' });
}

export async function readFormParts(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: FormLimits,
): Promise<FormParts> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'body' });
  const fields: Record<string, string> = {};
  let file: IncomingFile | null = null;
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: {
        // One file part reaches the loop even where the form takes none, to be refused by its name.
        fileSize: limits.file?.maxBytes ?? 0,
        files: 1,
        fields: limits.fields.length + 2,
        fieldSize: limits.maxFieldBytes,
        fieldNameSize: 100,
        parts: limits.fields.length + 3,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError(ErrorCode.FIELD_TOO_LONG, { field: part.fieldname });
        if (limits.fields.includes(part.fieldname) && typeof part.value === 'string') {
          // The app's NUL check (plugins/check-request-values.ts) runs before these parts are
          // read, so it is made here: PostgreSQL text cannot hold U+0000.
          if (part.value.includes('\u0000')) throw new AppError(ErrorCode.FIELD_INVALID, { field: part.fieldname });
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== limits.file?.field) throw new AppError(ErrorCode.FIELD_INVALID, { field: part.fieldname });
      const data = await readFilePart(part, limits.file.maxBytes);
      // A file input left empty still sends a part: no name, no bytes.
      if (data.length > 0 || part.filename) file = { fileName: part.filename, data };
    }
  } catch (err) {
    // What is left of the body is not read: close the connection after the answer.
    if (!request.raw.complete) reply.header('Connection', 'close');
    throw fromMultipartError(err, limits);
  }
  return { fields, file };
}
