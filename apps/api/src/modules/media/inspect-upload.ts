// Judges an uploaded file by its real bytes, never by its name or the type the client claimed
// (docs/decisions/005-uploads.md). Images are decoded and re-encoded, which drops EXIF and GPS
// data and anything hidden after the picture; documents must be a PDF, an OLE Word file or a
// .docx whose zip directory looks like a Word document and would not unpack to something absurd.

import { availableParallelism } from 'node:os';
import type { MediaPurpose } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { IMAGE_MAX_PIXELS } from '@fis/shared/limits';
import { mediaRulesFor } from '@fis/shared/media-schemas';
import { unzipSync } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { concurrencyLimit } from '../../lib/concurrency-limit.js';
import {
  CFB_SIGNATURE,
  type CompoundFile,
  CompoundFileError,
  EntryType,
  readCompoundFile,
} from './read-compound-file.js';

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
  return rules.kind === 'image' ? inspectImage(purpose, data) : inspectDocument(data);
}

async function inspectImage(purpose: MediaPurpose, data: Buffer): Promise<InspectedFile> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime;
  if (!mime || !(mime in IMAGE_FORMATS)) throw new AppError(ErrorCode.IMAGE_TYPE_INVALID, { field: 'file' });
  const format = IMAGE_FORMATS[mime as ImageMime];
  const side = IMAGE_MAX_SIDE[purpose] ?? 2048;
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
 * Storages and streams of a VBA project (Word keeps it in "Macros", with "VBA" and "PROJECT"
 * inside; Office elsewhere in "_VBA_PROJECT_CUR") and the auto-run module names: any of these,
 * at any depth, makes the file a carrier of macros. Compared in lower case, as CFB names are.
 */
const CFB_MACRO_NAMES = new Set([
  'macros',
  'vba',
  '_vba_project_cur',
  '_vba_project',
  'project',
  'projectwm',
  'thisdocument',
  'autoopen',
  'autoexec',
  'autoclose',
  'autonew',
  'autoexit',
  'document_open',
]);
/** The FIB's magic number and the first version whose macros live outside the text stream (Word 97). */
const WORD_FIB_IDENT = 0xa5ec;
const WORD_97_NFIB = 0x00c1;

/**
 * A legacy .doc: an OLE compound file read by its structure (read-compound-file.ts), with a root
 * entry, a "WordDocument" stream at the top whose FIB says Word 97 or later (Word 6 and 95 kept
 * WordBasic macros inside that stream, where no directory entry shows them), and no macro storage.
 * An .xls or .msi is a compound file too, but not a Word document.
 */
export function inspectWordDoc(data: Buffer): void {
  let file: CompoundFile;
  try {
    file = readCompoundFile(data);
  } catch (err) {
    if (err instanceof CompoundFileError) throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
    throw err;
  }
  if (file.entries.some((e) => CFB_MACRO_NAMES.has(e.name.toLowerCase()))) {
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
  const word = file.entries.find(
    (e) => e.type === EntryType.STREAM && e.path.length === 0 && e.name.toLowerCase() === 'worddocument',
  );
  if (!word) throw new AppError(ErrorCode.DOCUMENT_TYPE_INVALID, { field: 'file' });
  let fib: Buffer;
  try {
    fib = file.readStart(word, 4);
  } catch (err) {
    if (err instanceof CompoundFileError) throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
    throw err;
  }
  if (fib.length < 4 || fib.readUInt16LE(0) !== WORD_FIB_IDENT || fib.readUInt16LE(2) < WORD_97_NFIB) {
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
}

/** `[Content_Types].xml` is the one part unpacked; a real one is a few KiB. */
export const DOCX_MAX_CONTENT_TYPES_BYTES = 256 * 1024;
const CONTENT_TYPES_PART = '[Content_Types].xml';
/**
 * Content types of parts that hold or run code: a VBA project and its data or signature, a
 * macro-enabled main part or template, ActiveX controls, and the macro key bindings and toolbars
 * of a .docm. Matched in lower case anywhere in the type, whatever the part is called.
 */
const MACRO_CONTENT_TYPE_MARKERS = [
  'vbaproject',
  'vbadata',
  'macroenabled',
  'activex',
  'keymapcustomizations',
  'attachedtoolbars',
];

/** XML attribute values as a parser reads them: character and predefined entity references decoded. */
function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Math.min(Number.parseInt(lower.slice(2), 16), 0x10ffff));
    if (lower.startsWith('#')) return String.fromCodePoint(Math.min(Number.parseInt(lower.slice(1), 10), 0x10ffff));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? '';
  });
}

/** OPC parts are UTF-8 or UTF-16 (with its byte order mark); a UTF-16 one must not slip past as garbage. */
function decodeXmlBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** Every ContentType attribute of `[Content_Types].xml`, Default and Override alike. */
export function declaredContentTypes(xml: string): string[] {
  return [...xml.matchAll(/ContentType\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) =>
    decodeXmlText(m[1] ?? m[2] ?? '').toLowerCase(),
  );
}

/**
 * Reads the zip directory (fflate's filter sees every entry's declared sizes) and unpacks one
 * part, `[Content_Types].xml`, into a buffer of its declared size, at most 256 KiB.
 */
export function inspectDocx(data: Buffer): void {
  const names: string[] = [];
  let entries = 0;
  let unpacked = 0;
  let bomb = false;
  let contentTypes: Uint8Array | undefined;
  try {
    const files = unzipSync(data, {
      filter(file) {
        entries += 1;
        unpacked += file.originalSize;
        names.push(file.name);
        if (file.originalSize > DOCX_RATIO_FLOOR && file.originalSize > DOCX_MAX_RATIO * Math.max(file.size, 1)) {
          bomb = true;
        }
        return file.name === CONTENT_TYPES_PART && file.originalSize <= DOCX_MAX_CONTENT_TYPES_BYTES;
      },
    });
    contentTypes = files[CONTENT_TYPES_PART];
  } catch {
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
  if (bomb || entries > DOCX_MAX_ENTRIES || unpacked > DOCX_MAX_UNPACKED_BYTES) {
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
  if (!names.includes(CONTENT_TYPES_PART) || !names.includes('word/document.xml')) {
    throw new AppError(ErrorCode.DOCUMENT_TYPE_INVALID, { field: 'file' });
  }
  // Too large to be a real one, or not text: refused rather than left unread.
  if (!contentTypes) throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  const types = declaredContentTypes(decodeXmlBytes(contentTypes));
  // Macros make a .docm, whatever the name says: by the part name, or by a content type
  // (an Override can give a VBA project any part name).
  if (
    names.some((n) => n.toLowerCase().endsWith('vbaproject.bin')) ||
    types.some((type) => MACRO_CONTENT_TYPE_MARKERS.some((marker) => type.includes(marker)))
  ) {
    throw new AppError(ErrorCode.FILE_REJECTED, { field: 'file' });
  }
}
