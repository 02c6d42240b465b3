// Files for the upload tests, built in the test rather than kept as binaries: real images made
// with sharp, a minimal real PDF, a real .docx zip made with fflate, an OLE header, and the bad
// ones (renamed HTML, SVG, zip bombs). Exact sizes are reached with padding the format allows:
// a private ancillary PNG chunk (decoders skip it), and a PDF comment line.
import { crc32 } from 'node:zlib';
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

/** A minimal real PDF (one empty page). With `size`, a comment line after the header pads it to exactly that. */
export function pdf(size?: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  const build = (paddingLength: number) => {
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
  };
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

/** A real, minimal Word document. `extra` entries are added as given. */
export function docx(extra: Record<string, Uint8Array> = {}): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(RELS),
      'word/document.xml': strToU8(DOCUMENT),
      ...extra,
    }),
  );
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

/** An OLE compound file header whose directory names a "WordDocument" stream, as a .doc has. */
export function oleDoc(stream = 'WordDocument'): Buffer {
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
