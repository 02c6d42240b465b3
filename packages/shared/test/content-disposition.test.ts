// The Content-Disposition header the API writes and the file name the web app reads from it: any
// name comes back as written, and a header written by others is read filename* first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, dispositionFileName } from '../src/content-disposition.js';

describe('contentDisposition', () => {
  it('writes an ASCII filename and the UTF-8 filename*', () => {
    expect(contentDisposition('attachment', 'applicants-20260302.csv')).toBe(
      `attachment; filename="applicants-20260302.csv"; filename*=UTF-8''applicants-20260302.csv`,
    );
    expect(contentDisposition('inline', '履歷 "陳" (1).pdf')).toBe(
      `inline; filename="__ ___ (1).pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B7%20%22%E9%99%B3%22%20%281%29.pdf`,
    );
  });
});

describe('dispositionFileName', () => {
  it('reads back any name contentDisposition writes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), (name) => {
        expect(dispositionFileName(contentDisposition('attachment', name))).toBe(name);
      }),
      { numRuns: 500 },
    );
  });

  it('takes filename* before filename, in either order, and any case', () => {
    expect(dispositionFileName(`attachment; filename*=UTF-8''%E5%90%8D.csv; filename="x.csv"`)).toBe('名.csv');
    expect(dispositionFileName(`attachment; FILENAME="x.csv"; Filename*=utf-8'zh'%E5%90%8D.csv`)).toBe('名.csv');
  });

  it('falls back to filename, quoted (with escapes) or not', () => {
    expect(dispositionFileName('attachment; filename="applicants-20260302.csv"')).toBe('applicants-20260302.csv');
    expect(dispositionFileName('attachment; filename=report.csv')).toBe('report.csv');
    expect(dispositionFileName('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    // A filename* in another charset, or badly encoded, is passed over.
    expect(dispositionFileName(`attachment; filename*=ISO-8859-1''caf%E9.csv; filename="cafe.csv"`)).toBe('cafe.csv');
    expect(dispositionFileName(`attachment; filename*=UTF-8''%E5%90; filename="x.csv"`)).toBe('x.csv');
  });

  it('is null when the header names no file', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName('inline; filename=""')).toBeNull();
  });
});
