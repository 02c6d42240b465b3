// The uploader's file name is kept only for the download's Content-Disposition. It never names a
// path: the bytes are stored under a key the server makes. Still, it is cleaned, so that a name
// like `../../x.pdf`, one with control or bidi characters, or a 5,000-character one is harmless
// wherever it is shown.

const MAX_BASE_LENGTH = 100;

/** `extension` is the true one, from the bytes (".pdf"); `keepExtensions` are equivalent spellings. */
export function cleanFileName(
  raw: string | undefined,
  extension: string,
  keepExtensions: readonly string[] = [],
): string {
  let name = (raw ?? '').normalize('NFC');
  // Only the last path segment, whichever separator the client's system uses.
  name = name.split(/[\\/]/).pop() ?? '';
  // Control, format (bidi overrides, zero-width) and line/paragraph separator characters.
  name = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '');
  // Characters Windows refuses in names, and quotes that would need escaping in headers.
  name = name.replace(/["*:<>?|]/g, '_');
  name = name.replace(/\s+/g, ' ').trim();

  const dot = name.lastIndexOf('.');
  const given = dot > 0 ? name.slice(dot).toLowerCase() : '';
  let base = dot > 0 ? name.slice(0, dot) : name;
  base = base.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  base = Array.from(base).slice(0, MAX_BASE_LENGTH).join('').trim();
  if (!base) base = 'file';
  // The download opens with the program of its real type, whatever the name claimed.
  const finalExtension = keepExtensions.includes(given) ? given : extension;
  return `${base}${finalExtension}`;
}
