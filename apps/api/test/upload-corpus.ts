// Files for the upload tests, built in the test rather than kept as binaries: real images made
// with sharp, a minimal real PDF, a real .docx zip made with fflate, real OLE compound files (.doc,
// with and without macros, and an .xls) written by SheetJS' cfb, and the bad ones (renamed HTML,
// SVG, zip bombs, a bare OLE header, truncated and looping compound files). Exact sizes are reached with padding the format allows:
// a private ancillary PNG chunk (decoders skip it), and a PDF comment line.
import { crc32, deflateSync } from 'node:zlib';
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import type { TestApp } from './helper.js';

export const MiB = 1024 * 1024;

export async function png(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();
}

export async function webp(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2da44e' } })
    .webp()
    .toBuffer();
}

/** A JPEG carrying camera and GPS EXIF data, as a phone photo would. */
export async function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cf222e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 16/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '114/1 10/1 0/1' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few hundred bytes whose header declares a `width` × `height` canvas: one filtered row
 * of compressed zeros, the rest missing. Only a decoder that believes the header pays for it.
 */
export function hugeCanvasPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const row = deflateSync(Buffer.alloc(Math.min(width, 4096) + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', row),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG of exactly `size` bytes: a private ancillary chunk ("fiLl") before IEND takes up the rest. */
export async function pngOfSize(size: number): Promise<Buffer> {
  const base = await png(16, 16);
  const iend = base.subarray(base.length - 12);
  const head = base.subarray(0, base.length - 12);
  const padding = size - base.length - 12;
  if (padding < 0) throw new Error('size too small for a PNG');
  const out = Buffer.concat([head, pngChunk('fiLl', Buffer.alloc(padding, 0x61)), iend]);
  if (out.length !== size) throw new Error(`built ${out.length} bytes, wanted ${size}`);
  return out;
}

/**
 * A PDF file of these objects (numbered from 1, the first the catalog) with its cross-reference
 * table; `paddingLength` bytes of comment after the header.
 */
export function pdfOfObjects(objects: readonly string[], paddingLength = 0): Buffer {
  let text = '%PDF-1.4\n';
  if (paddingLength > 0) text += `%${'x'.repeat(paddingLength - 2)}\n`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A minimal real PDF (one empty page). With `size`, a comment line after the header pads it to exactly that. */
export function pdf(size?: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  const build = (paddingLength: number) => pdfOfObjects(objects, paddingLength);
  const plain = build(0);
  if (size === undefined) return plain;
  // The xref offsets grow with the padding, and so can their digits: settle in two passes.
  let padded = build(size - plain.length);
  padded = build(size - plain.length - (padded.length - size));
  if (padded.length !== size) throw new Error(`built ${padded.length} bytes, wanted ${size}`);
  return padded;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>';

/** `[Content_Types].xml` with extra Default or Override elements before the closing tag. */
export function contentTypesXml(extraTypes = ''): string {
  return CONTENT_TYPES.replace('</Types>', `${extraTypes}</Types>`);
}

/** A real, minimal Word document. `extra` entries are added as given; `contentTypes` replaces the XML part. */
export function docx(
  extra: Record<string, Uint8Array> = {},
  contentTypes: Uint8Array = strToU8(CONTENT_TYPES),
): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': contentTypes,
      '_rels/.rels': strToU8(RELS),
      'word/document.xml': strToU8(DOCUMENT),
      ...extra,
    }),
  );
}

/**
 * A .docx carrying a VBA project under an innocent part name: an Override gives the part its
 * macro content type (`type`, written as given, entity references included).
 */
export function docxRenamedVbaProject(
  type = 'application/vnd.ms-office.vbaProject',
  encoding: 'utf8' | 'utf16' = 'utf8',
) {
  const xml = contentTypesXml(`<Override PartName="/word/media/image1.png" ContentType="${type}"/>`);
  const bytes =
    encoding === 'utf8' ? strToU8(xml) : Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
  return docx({ 'word/media/image1.png': wordDocWithMacros() }, bytes);
}

/** A .docx whose one extra entry unpacks to 60 MiB of zeros from a few dozen KiB. */
export function docxBomb(): Buffer {
  return docx({ 'word/media/filler.bin': new Uint8Array(60 * MiB) });
}

/** A .docx with more zip entries than any Word document has. */
export function docxManyEntries(count = 2_100): Buffer {
  const extra: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i++) extra[`word/parts/p${i}.xml`] = strToU8('<a/>');
  return docx(extra);
}

/** A spreadsheet zipped like a .docx but without a Word body. */
export function xlsxLike(): Buffer {
  return Buffer.from(zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES), 'xl/workbook.xml': strToU8('<w/>') }));
}

/**
 * What the old check took for a .doc: the 8-byte OLE signature, a few header fields and the
 * words "Root Entry" and "WordDocument" in UTF-16 where a directory would be, over no real FAT.
 */
export function fakeOleDoc(stream = 'WordDocument'): Buffer {
  const out = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out, 0);
  out.writeUInt16LE(0x003e, 24);
  out.writeUInt16LE(0x0003, 26);
  out.writeUInt16LE(0xfffe, 28);
  out.writeUInt16LE(0x0009, 30);
  Buffer.from('Root Entry', 'utf16le').copy(out, 512);
  Buffer.from(stream, 'utf16le').copy(out, 512 + 128);
  return out;
}

/** The start of a WordDocument stream: a FIB (magic 0xA5EC, nFib 0x00C1 for Word 97 and later), padded. */
function wordStream(size = 6000, nFib = 0x00c1): Buffer {
  const out = Buffer.alloc(size);
  out.writeUInt16LE(0xa5ec, 0);
  out.writeUInt16LE(nFib, 2);
  out.writeUInt16LE(0x0409, 6);
  return out;
}

export interface WordDocOptions {
  /** Streams added at these paths (e.g. '/Macros/VBA/ThisDocument'). */
  extra?: Record<string, Buffer>;
  /** The WordDocument stream's size: under 4096 bytes it is kept in the mini stream. */
  streamSize?: number;
  nFib?: number;
  /** The top stream's name: 'Workbook' makes a spreadsheet. */
  mainStream?: string;
}

/** A real OLE compound file laid out as Word 97-2003 writes a .doc, written by SheetJS' cfb. */
export function wordDoc(options: WordDocOptions = {}): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(
    container,
    `/${options.mainStream ?? 'WordDocument'}`,
    wordStream(options.streamSize, options.nFib),
  );
  CFB.utils.cfb_add(container, '/1Table', Buffer.alloc(1200, 1));
  CFB.utils.cfb_add(container, '/\u0005SummaryInformation', Buffer.alloc(400, 2));
  for (const [path, content] of Object.entries(options.extra ?? {})) CFB.utils.cfb_add(container, path, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A .doc with a VBA project in its Macros storage and an AutoOpen module, as a macro virus is. */
export function wordDocWithMacros(): Buffer {
  return wordDoc({
    extra: {
      '/Macros/PROJECT': Buffer.from(
        'ID="{00000000-0000-0000-0000-000000000000}"\r\nDocument=ThisDocument/&H00000000\r\n',
      ),
      '/Macros/PROJECTwm': Buffer.from('ThisDocument\0T\0h\0\0\0\0'),
      '/Macros/VBA/_VBA_PROJECT': Buffer.from([0xcc, 0x61, 0xff, 0xff, 0x00]),
      '/Macros/VBA/dir': Buffer.alloc(300, 3),
      '/Macros/VBA/ThisDocument': Buffer.from('Sub AutoOpen()\r\n  Shell "calc.exe"\r\nEnd Sub\r\n'),
    },
  });
}

/** The header fields of a compound file that the hostile variants rewrite. */
function cfbHeader(file: Buffer) {
  const sectorSize = 1 << file.readUInt16LE(30);
  return {
    sectorSize,
    firstFatSector: file.readUInt32LE(76),
    firstDirectorySector: file.readUInt32LE(48),
    sectorOffset: (sector: number) => (sector + 1) * sectorSize,
  };
}

/** A real .doc whose directory chain points back at itself in the FAT. */
export function wordDocLoopingChain(): Buffer {
  const file = Buffer.from(wordDoc());
  const h = cfbHeader(file);
  file.writeUInt32LE(h.firstDirectorySector, h.sectorOffset(h.firstFatSector) + h.firstDirectorySector * 4);
  return file;
}

/** A real .doc whose root entry's child names itself as its own left sibling. */
export function wordDocLoopingDirectory(): Buffer {
  const file = Buffer.from(wordDoc());
  const h = cfbHeader(file);
  const rootOffset = h.sectorOffset(h.firstDirectorySector);
  const child = file.readUInt32LE(rootOffset + 76);
  const childOffset = rootOffset + child * 128;
  file.writeUInt32LE(child, childOffset + 68);
  return file;
}

/** A real .doc that declares two billion FAT sectors and a DIFAT chain to match. */
export function wordDocHugeSectorCounts(): Buffer {
  const file = Buffer.from(wordDoc());
  file.writeUInt32LE(0x7fffffff, 44);
  file.writeUInt32LE(0x7fffffff, 72);
  return file;
}

export const html = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
export const shellScript = () => Buffer.from('#!/bin/sh\nrm -rf /\n');

export interface Part {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
  data?: Buffer;
}

/** A multipart body built by hand, so that file names reach the server byte for byte. */
export function multipart(parts: Part[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----fis-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.fileName !== undefined) head += `; filename="${part.fileName.replaceAll('"', '\\"')}"`;
    head += '\r\n';
    if (part.fileName !== undefined) head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`, 'utf8'),
      part.data ?? Buffer.from(part.value ?? '', 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return {
    body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely, one field at a time
export interface UploadAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** POST /media/upload (one file) or /media/uploads (several): purpose first unless `purposeLast`. */
export async function upload(
  t: TestApp,
  token: string | undefined,
  purpose: string,
  files: UploadFile | UploadFile[],
  options: { purposeLast?: boolean; lang?: string } = {},
): Promise<UploadAnswer> {
  const list = Array.isArray(files) ? files : [files];
  const fileParts: Part[] = list.map((f) => ({ name: 'file', fileName: f.name, contentType: f.type, data: f.data }));
  const purposePart: Part = { name: 'purpose', value: purpose };
  const { body, contentType } = multipart(
    options.purposeLast ? [...fileParts, purposePart] : [purposePart, ...fileParts],
  );
  const headers: Record<string, string> = { 'content-type': contentType, 'accept-language': options.lang ?? 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  const path = Array.isArray(files) ? '/media/uploads' : '/media/upload';
  const res = await fetch(`${t.url}/api/v1${path}`, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** GET /media/{id} with the raw bytes. */
export async function download(t: TestApp, id: string, token?: string) {
  const res = await fetch(`${t.url}/api/v1/media/${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}
