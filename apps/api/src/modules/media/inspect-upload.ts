// Judges an uploaded file by its real bytes, never by its name or the type the client claimed
// (docs/decisions/005-uploads.md). Images (and scans that are pictures) are decoded and
// re-encoded, which drops EXIF and GPS data and anything hidden after the picture; documents must
// be a PDF or a Word file that inspect-word-file.ts passes (an OLE .doc without macros, a .docx
// that looks like a Word document, carries no macro project and would not unpack to something
// absurd).

import { availableParallelism } from 'node:os';
import type { MediaPurpose } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@fis/shared/limits';
import { mediaRulesFor } from '@fis/shared/media-schemas';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { concurrencyLimit } from '../../lib/concurrency-limit.js';
import { inspectDocx, inspectWordDoc } from './inspect-word-file.js';
import { CFB_SIGNATURE } from './read-compound-file.js';

/** What a file turned out to be, and the bytes to store. */
export interface InspectedFile {
  mimeType: string;
  /** The true extension, and the spellings of it a name may keep (.jpg and .jpeg). */
  extension: string;
  extensions: readonly string[];
  data: Buffer;
}

/**
 * Longest side after re-encoding; logos and avatars are shown small, covers across the page, and a
 * scan is read for its small print.
 */
const IMAGE_MAX_SIDE: Partial<Record<MediaPurpose, number>> = {
  avatar: 1024,
  logo: 1024,
  cover: 2560,
  transcript: 2560,
  student_id: 2560,
};
/**
 * Images decoded at once: half the cores (at least one), so that uploads never take every core
 * from the requests around them. libvips may use more than one thread for one image; the rest
 * wait their turn in order.
 */
export const IMAGE_DECODE_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
const decodeSlot = concurrencyLimit(IMAGE_DECODE_CONCURRENCY);

const IMAGE_FORMATS = {
  'image/png': { extension: '.png', extensions: ['.png'] },
  'image/jpeg': { extension: '.jpg', extensions: ['.jpg', '.jpeg'] },
  'image/webp': { extension: '.webp', extensions: ['.webp'] },
} as const;
type ImageMime = keyof typeof IMAGE_FORMATS;

export const DOC_MIME = 'application/msword';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_MIME = 'application/pdf';

export async function inspectUpload(purpose: MediaPurpose, data: Buffer): Promise<InspectedFile> {
  const rules = mediaRulesFor(purpose);
  if (data.length === 0) throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  if (data.length > rules.maxBytes) throw new AppError(rules.sizeError, { field: 'file' });
  const side = IMAGE_MAX_SIDE[purpose] ?? 2048;
  if (rules.kind === 'scan') return inspectImageOrDocument(data, side, rules.typeError);
  return rules.kind === 'image' ? inspectImage(data, side) : inspectDocument(data);
}

/** `side`: the longest side kept after re-encoding. */
async function inspectImage(data: Buffer, side: number): Promise<InspectedFile> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime;
  if (!mime || !(mime in IMAGE_FORMATS)) throw new AppError(ErrorCode.IMAGE_TYPE_INVALID, { field: 'file' });
  const format = IMAGE_FORMATS[mime as ImageMime];
  await refuseHugeCanvas(data);
  return decodeSlot(async () => {
    try {
      // limitInputPixels is the backstop of the header check above, should libvips read a
      // canvas size the header did not give.
      let image = sharp(data, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS, animated: false })
        // Turn the picture upright by its EXIF orientation before the EXIF is dropped.
        .autoOrient()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
      // sharp writes no metadata unless asked (no keepMetadata/withExif here): EXIF, GPS, XMP,
      // IPTC and comments are gone; the colour profile is converted to sRGB.
      if (mime === 'image/png') image = image.png({ compressionLevel: 9 });
      else if (mime === 'image/jpeg') image = image.jpeg({ quality: 85, mozjpeg: true });
      else image = image.webp({ quality: 85 });
      const out = await image.toBuffer();
      return { mimeType: mime, extension: format.extension, extensions: format.extensions, data: out };
    } catch {
      // Not decodable as what its header says, or truncated.
      throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
    }
  });
}

/**
 * Reads the canvas size from the header (sharp's metadata() decodes no pixel) and refuses one
 * above IMAGE_MAX_PIXELS before any decoding: a few hundred bytes can declare gigapixels.
 */
async function refuseHugeCanvas(data: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // No pixel limit here: sharp's default one would throw on the very canvases this refuses by name.
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
  if (!width || !height) throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  if (width * height > IMAGE_MAX_PIXELS) {
    throw new AppError(ErrorCode.IMAGE_DIMENSIONS_TOO_LARGE, {
      field: 'file',
      params: { megapixels: IMAGE_MAX_PIXELS / 1_000_000 },
    });
  }
}

async function inspectDocument(data: Buffer): Promise<InspectedFile> {
  // A zip is looked at before file-type, which would inflate [Content_Types].xml to tell a
  // .docx from an .xlsx: nothing of an unchecked archive is unpacked.
  if (data.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    inspectDocx(data);
    return { mimeType: DOCX_MIME, extension: '.docx', extensions: ['.docx'], data };
  }
  if (data.subarray(0, 8).equals(CFB_SIGNATURE)) {
    inspectWordDoc(data);
    return { mimeType: DOC_MIME, extension: '.doc', extensions: ['.doc'], data };
  }
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime === PDF_MIME && data.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { mimeType: PDF_MIME, extension: '.pdf', extensions: ['.pdf'], data };
  }
  throw new AppError(ErrorCode.DOCUMENT_TYPE_INVALID, { field: 'file' });
}

/**
 * A picture or a document, whichever its bytes are, under that kind's limit and checks; anything
 * else is refused as neither (`typeError`). A picture is re-encoded as every uploaded picture is.
 */
async function inspectImageOrDocument(data: Buffer, side: number, typeError: ErrorCode): Promise<InspectedFile> {
  if (data.length === 0) throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  const detected = await fileTypeFromBuffer(data);
  if (detected && detected.mime in IMAGE_FORMATS) {
    if (data.length > IMAGE_MAX_BYTES) throw new AppError(ErrorCode.IMAGE_TOO_LARGE, { field: 'file' });
    return inspectImage(data, side);
  }
  if (data.length > DOCUMENT_MAX_BYTES) throw new AppError(ErrorCode.DOCUMENT_TOO_LARGE, { field: 'file' });
  try {
    return await inspectDocument(data);
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.DOCUMENT_TYPE_INVALID) {
      throw new AppError(typeError, { field: 'file' });
    }
    throw err;
  }
}

/**
 * The need-help form's one file (docs/decisions/019-need-help.md): a screenshot or a document. A
 * screenshot is read for its words: the full 2560 px of a wide screen are kept.
 */
export function inspectScreenshotOrDocument(data: Buffer): Promise<InspectedFile> {
  return inspectImageOrDocument(data, 2560, ErrorCode.HELP_FILE_TYPE_INVALID);
}
