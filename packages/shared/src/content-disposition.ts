// The Content-Disposition header of a download: the API names every file it sends (an upload by
// its cleaned original name, the applicants' CSV by its Hong Kong date), and the web app saves
// the file under the name the header gives.

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 and RFC 8187). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The file name a Content-Disposition header gives: its UTF-8 `filename*` first (RFC 8187), else
 * its `filename`, quoted or not; null when it names none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]*)/i.exec(header)?.[1]?.trim();
  const utf8 = extended ? /^utf-8'[^']*'(.+)$/i.exec(extended)?.[1] : undefined;
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed percent-encoding: the plain filename follows.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
  const name = plain?.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  return name || null;
}
