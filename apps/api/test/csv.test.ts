// The CSV writer against an independent RFC 4180 reader: any rows of any text come back as they
// went in (less the apostrophe that disarms a formula), and no cell can start a formula.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow } from '../src/lib/csv.js';
import { parseCsv } from './csv-reader.js';

const FORMULA_START = /^[=+\-@\t\r]/;
/** What a reader sees for a written value: the apostrophe added before a formula-like start. */
const expected = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** Strings rich in what CSV and spreadsheets care about, in Chinese and English. */
const tricky = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', "'", 'a', 'Z', '陳', '大文', '１', '😀'),
  }),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string({ unit: 'grapheme' }))
    .map(([head, rest]) => head + rest),
);

describe('csvCell and csvRow', () => {
  it('quotes only what needs quoting and disarms formulas', () => {
    expect(csvCell('plain 陳大文')).toBe('plain 陳大文');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+852 9123')).toBe("'+852 9123");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(2027)).toBe('2027');
    expect(csvRow(['a', 'b c', ''])).toBe('a,b c,\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('reads back as written, minus the added apostrophe, with no formula cell (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((width) => fc.array(fc.array(tricky, { minLength: width, maxLength: width }), { maxLength: 8 })),
        (rows) => {
          const text = rows.map((row) => csvRow(row)).join('');
          const parsed = parseCsv(text);
          expect(parsed).toEqual(rows.map((row) => row.map(expected)));
          for (const cell of parsed.flat()) expect(cell).not.toMatch(FORMULA_START);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the independent reader rejects what is not RFC 4180', () => {
    expect(() => parseCsv('a"b\r\n')).toThrow();
    expect(() => parseCsv('"a"b\r\n')).toThrow();
    expect(() => parseCsv('a\nb\r\n')).toThrow();
    expect(() => parseCsv('"a\r\n')).toThrow();
    expect(parseCsv('"a\r\nb",c\r\n')).toEqual([['a\r\nb', 'c']]);
  });
});
