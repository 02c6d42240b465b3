// The Word files an upload may be (docs/decisions/005-uploads.md): a legacy .doc read through its
// OLE directory (a WordDocument stream, no macro storages), and a .docx read through its zip
// directory (sizes declared, no macro project by name or by content type). Each check throws the
// upload's AppError; inspect-upload.ts calls them by the file's signature.
import { ErrorCode } from '@fis/shared/error-codes';
import { unzipSync } from 'fflate';
import { AppError } from '../../lib/app-error.js';
import { type CompoundFile, CompoundFileError, EntryType, readCompoundFile } from './read-compound-file.js';

/** A .docx is refused when its directory declares more than this once unpacked… */
export const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** …or more entries than this… */
export const DOCX_MAX_ENTRIES = 2_000;
/** …or one entry larger than 1 MiB unpacked that is compressed more than this (a bomb's signature). */
export const DOCX_MAX_RATIO = 100;
const DOCX_RATIO_FLOOR = 1024 * 1024;

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
