// CSV text for spreadsheets (RFC 4180), safe to open in Excel: CRLF line ends, a field holding a
// quote, comma, CR or LF is quoted with its quotes doubled, and a cell that a spreadsheet would
// read as a formula (OWASP "CSV injection": = + - @, tab or CR first) starts with an apostrophe,
// which makes it text. The file starts with a UTF-8 byte order mark so Excel reads Chinese right.

/** Written once, before the first row. */
export const CSV_BOM = '\uFEFF';

/** What a spreadsheet could take for the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

/** One cell: null and undefined are empty; a formula-like start gets a leading apostrophe. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its CRLF line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
