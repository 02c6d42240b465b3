// Judges an uploaded file by its real bytes, never by its name or the type the client claimed
// (docs/decisions/005-uploads.md). Images are decoded and re-encoded, which drops EXIF and GPS
// data and anything hidden after the picture; documents must be a PDF, an OLE Word file or a
// .docx whose zip directory looks like a Word document and would not unpack to something absurd.
import type { MediaPurpose } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { mediaRulesFor } from '@fis/shared/media-schemas';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

/** What a file turned out to be, and the bytes to store. */
export interface InspectedFile {
  mimeType: string;
  /** The true extension, and the spellings of it a name may keep (.jpg and .jpeg). */
  extension: string;
  extensions: readonly string[];
  data: Buffer;
}

/** A .docx is refused when its directory declares more than this once unpacked… */
export const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** …or more entries than this… */
export const DOCX_MAX_ENTRIES = 2_000;
/** …or one entry larger than 1 MiB unpacked that is compressed more than this (a bomb's signature). */
export const DOCX_MAX_RATIO = 100;
const DOCX_RATIO_FLOOR = 1024 * 1024;

/** Longest side after re-encoding; logos and avatars are shown small, covers across the page. */
const IMAGE_MAX_SIDE: Partial<Record<MediaPurpose, number>> = { avatar: 1024, logo: 1024, cover: 2560 };
/** Refuse before decoding anything larger (a small file can declare a huge canvas). */
const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

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
  return rules.kind === 'image' ? inspectImage(purpose, data) : inspectDocument(data);
}

async function inspectImage(purpose: MediaPurpose, data: Buffer): Promise<InspectedFile> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime;
  if (!mime || !(mime in IMAGE_FORMATS)) throw new AppError(ErrorCode.IMAGE_TYPE_INVALID, { field: 'file' });
  const format = IMAGE_FORMATS[mime as ImageMime];
  const side = IMAGE_MAX_SIDE[purpose] ?? 2048;
  try {
    let image = sharp(data, { failOn: 'error', limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false })
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
    // Not decodable as what its header says, truncated, or a canvas too large to decode.
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
}

async function inspectDocument(data: Buffer): Promise<InspectedFile> {
  // A zip is looked at before file-type, which would inflate [Content_Types].xml to tell a
  // .docx from an .xlsx: nothing of an unchecked archive is unpacked.
  if (data.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    inspectDocx(data);
    return { mimeType: DOCX_MIME, extension: '.docx', extensions: ['.docx'], data };
  }
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime === PDF_MIME && data.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { mimeType: PDF_MIME, extension: '.pdf', extensions: ['.pdf'], data };
  }
  if (detected?.mime === 'application/x-cfb') {
    // An OLE compound file is also what .xls, .ppt and .msi are: a Word file has a
    // "WordDocument" stream, named in UTF-16LE in the directory.
    if (!data.includes(Buffer.from('WordDocument', 'utf16le'))) {
      throw new AppError(ErrorCode.DOCUMENT_TYPE_INVALID, { field: 'file' });
    }
    return { mimeType: DOC_MIME, extension: '.doc', extensions: ['.doc'], data };
  }
  throw new AppError(ErrorCode.DOCUMENT_TYPE_INVALID, { field: 'file' });
}

/** Reads the zip directory only (fflate's filter sees every entry's sizes and is told to unpack none). */
export function inspectDocx(data: Buffer): void {
  const names: string[] = [];
  let entries = 0;
  let unpacked = 0;
  let bomb = false;
  try {
    unzipSync(data, {
      filter(file) {
        entries += 1;
        unpacked += file.originalSize;
        names.push(file.name);
        if (file.originalSize > DOCX_RATIO_FLOOR && file.originalSize > DOCX_MAX_RATIO * Math.max(file.size, 1)) {
          bomb = true;
        }
        return false;
      },
    });
  } catch {
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
  if (bomb || entries > DOCX_MAX_ENTRIES || unpacked > DOCX_MAX_UNPACKED_BYTES) {
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
  if (!names.includes('[Content_Types].xml') || !names.includes('word/document.xml')) {
    throw new AppError(ErrorCode.DOCUMENT_TYPE_INVALID, { field: 'file' });
  }
  // Macros make a .docm, whatever the name says.
  if (names.some((n) => n.toLowerCase().endsWith('vbaproject.bin'))) {
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
}
