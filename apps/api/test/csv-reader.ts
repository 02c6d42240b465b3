// A small RFC 4180 reader written apart from src/lib/csv.ts, so the tests check the writer
// against an independent reading of the standard rather than against itself.

/** RFC 4180 records: CRLF ends a record, a quoted field may hold anything, "" is one quote. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && text[i] !== ',' && !text.startsWith('\r\n', i))
          throw new Error(`text after a quote at ${i}`);
      } else {
        field += ch;
        i += 1;
      }
    } else if (ch === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else {
      if (ch === '\r' || ch === '\n') throw new Error(`a bare line break in an unquoted field at ${i}`);
      field += ch;
      i += 1;
    }
  }
  if (quoted) throw new Error('an unterminated quote');
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}
