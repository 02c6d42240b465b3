// Uploads (SPEC section 7, "Upload"): what each purpose accepts, and the shapes of the upload
// endpoints. The API enforces these on the real bytes; the web app checks them first so that a
// refused file is explained before it is sent (docs/decisions/005-uploads.md).
import { z } from 'zod';
import { MEDIA_PURPOSES, type MediaPurpose } from './enums.js';
import { ErrorCode } from './error-codes.js';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  MAX_FILES_PER_UPLOAD,
} from './limits.js';

/** Avatars, logos and cover pictures are public images; everything else is private. */
export const IMAGE_PURPOSES = ['avatar', 'logo', 'cover'] as const satisfies readonly MediaPurpose[];
/**
 * The eligibility scans: a phone's photo of a card or a page, or a document, whichever the bytes
 * are, each under its own kind's rules. Private like documents: a photo of an ID card is no
 * public picture (docs/decisions/005).
 */
export const SCAN_PURPOSES = ['transcript', 'student_id'] as const satisfies readonly MediaPurpose[];

export type MediaKind = 'image' | 'document' | 'scan';

export function mediaKindOf(purpose: MediaPurpose): MediaKind {
  if ((IMAGE_PURPOSES as readonly string[]).includes(purpose)) return 'image';
  return (SCAN_PURPOSES as readonly string[]).includes(purpose) ? 'scan' : 'document';
}

export const isMediaPurpose = (value: unknown): value is MediaPurpose =>
  typeof value === 'string' && (MEDIA_PURPOSES as readonly string[]).includes(value);

/** The rules of one kind of file: limit (inclusive), extensions, MIME types, and its error codes. */
export interface MediaRules {
  kind: MediaKind;
  maxBytes: number;
  extensions: readonly string[];
  mimeTypes: readonly string[];
  typeError: ErrorCode;
  sizeError: ErrorCode;
}

const IMAGE_RULES: MediaRules = {
  kind: 'image',
  maxBytes: IMAGE_MAX_BYTES,
  extensions: IMAGE_EXTENSIONS,
  mimeTypes: IMAGE_MIME_TYPES,
  typeError: ErrorCode.IMAGE_TYPE_INVALID,
  sizeError: ErrorCode.IMAGE_TOO_LARGE,
};

const DOCUMENT_RULES: MediaRules = {
  kind: 'document',
  maxBytes: DOCUMENT_MAX_BYTES,
  extensions: DOCUMENT_EXTENSIONS,
  mimeTypes: DOCUMENT_MIME_TYPES,
  typeError: ErrorCode.DOCUMENT_TYPE_INVALID,
  sizeError: ErrorCode.DOCUMENT_TOO_LARGE,
};

/** A scan is read up to the larger limit; once its bytes say picture or document, that kind's rules apply. */
const SCAN_RULES: MediaRules = {
  kind: 'scan',
  maxBytes: DOCUMENT_MAX_BYTES,
  extensions: [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS],
  mimeTypes: [...IMAGE_MIME_TYPES, ...DOCUMENT_MIME_TYPES],
  typeError: ErrorCode.SCAN_TYPE_INVALID,
  sizeError: ErrorCode.DOCUMENT_TOO_LARGE,
};

export function mediaRulesFor(purpose: MediaPurpose): MediaRules {
  const kind = mediaKindOf(purpose);
  return kind === 'image' ? IMAGE_RULES : kind === 'scan' ? SCAN_RULES : DOCUMENT_RULES;
}

/** The rules a file of this name meets: a scan's by its extension (a picture's or a document's). */
function rulesForName(purpose: MediaPurpose, extension: string): MediaRules {
  const rules = mediaRulesFor(purpose);
  if (rules.kind !== 'scan') return rules;
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension) ? IMAGE_RULES : DOCUMENT_RULES;
}

/** The `accept` attribute of a file input for this purpose. */
export function acceptAttributeFor(purpose: MediaPurpose): string {
  const rules = mediaRulesFor(purpose);
  return [...rules.extensions, ...rules.mimeTypes].join(',');
}

/**
 * A quick check of a file chosen in the browser, by its name and size only (the server judges
 * the real bytes). Returns the error code to show, or null.
 */
export function precheckFile(purpose: MediaPurpose, file: { name: string; size: number }): ErrorCode | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const allowed = mediaRulesFor(purpose);
  if (!allowed.extensions.includes(extension)) return allowed.typeError;
  const rules = rulesForName(purpose, extension);
  if (file.size > rules.maxBytes) return rules.sizeError;
  if (file.size === 0) return ErrorCode.FILE_REJECTED;
  return null;
}

export const mediaPurposeField = () => z.enum(MEDIA_PURPOSES, { error: ErrorCode.FIELD_INVALID });

/** A stored file as every endpoint returns it. `url` is GET /api/v1/media/{id}. */
export const uploadedMediaSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

export const uploadedMediaListSchema = z.object({ items: z.array(uploadedMediaSchema) });

/** The multipart body of POST /media/upload, for the OpenAPI document (the parts are read as a stream). */
export const uploadBodySchema = z.object({
  purpose: mediaPurposeField().describe('What the file is for; send this part before the file'),
  file: z
    .file()
    .describe(
      'Images: png, jpeg or webp up to 5 MiB. Documents: pdf, doc or docx up to 10 MiB. Scans (transcript, student_id): either.',
    ),
});

/** The multipart body of POST /media/uploads: several `file` parts of one purpose. */
export const uploadManyBodySchema = z.object({
  purpose: mediaPurposeField().describe('What the files are for; send this part before the files'),
  file: z
    .array(z.file())
    .min(1)
    .max(MAX_FILES_PER_UPLOAD)
    .describe(`Up to ${MAX_FILES_PER_UPLOAD} parts named "file", each within the limit of the purpose`),
});

export const mediaIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });
