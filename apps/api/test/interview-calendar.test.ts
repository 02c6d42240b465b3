// The interview calendar file (RFC 5545): its lines, escaping and folding, and a property test
// that any text (Chinese and emoji included) survives folding and escaping.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildInterviewCalendar,
  type CalendarInput,
  escapeText,
  foldLine,
  formatUtc,
  normalizeText,
  unescapeText,
  unfoldLines,
} from '../src/modules/interviews/interview-calendar.js';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

function input(overrides: Partial<CalendarInput> = {}): CalendarInput {
  return {
    interview: {
      id: '7f1c2d9e-1111-4222-8333-944455556666',
      startsAt: new Date('2026-03-09T07:30:00Z'),
      durationMinutes: 45,
      place: '1 Harbour Road, Wan Chai',
      videoLink: null,
      note: 'Bring your student card; ask for Ms Chan.',
      sequence: 0,
    },
    method: 'REQUEST',
    host: 'app.test',
    now: new Date('2026-03-02T02:00:00Z'),
    summary: 'Interview: Payments Intern at Alpha Pay Ltd',
    ...overrides,
  };
}

/** The value of the first content line named `name` (unfolded, still escaped). */
function property(ics: string, name: string): string | undefined {
  const line = unfoldLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
}

describe('buildInterviewCalendar', () => {
  it('writes a REQUEST with one VEVENT, UTC times, the UID on the public host and CRLF endings', () => {
    const ics = buildInterviewCalendar(input());
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfoldLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(property(ics, 'VERSION')).toBe('2.0');
    expect(property(ics, 'METHOD')).toBe('REQUEST');
    expect(property(ics, 'UID')).toBe('7f1c2d9e-1111-4222-8333-944455556666@app.test');
    expect(property(ics, 'SEQUENCE')).toBe('0');
    expect(property(ics, 'DTSTAMP')).toBe('20260302T020000Z');
    expect(property(ics, 'DTSTART')).toBe('20260309T073000Z');
    expect(property(ics, 'DTEND')).toBe('20260309T081500Z');
    expect(property(ics, 'STATUS')).toBe('CONFIRMED');
    expect(unescapeText(property(ics, 'SUMMARY') ?? '')).toBe('Interview: Payments Intern at Alpha Pay Ltd');
    expect(property(ics, 'LOCATION')).toBe('1 Harbour Road\\, Wan Chai');
    expect(property(ics, 'DESCRIPTION')).toBe('Bring your student card\\; ask for Ms Chan.');
    expect(property(ics, 'URL')).toBeUndefined();
  });

  it('gives a video link as LOCATION and URL', () => {
    const ics = buildInterviewCalendar(
      input({
        interview: { ...input().interview, place: null, videoLink: 'https://meet.example.com/abc-def', note: null },
      }),
    );
    expect(property(ics, 'LOCATION')).toBe('https://meet.example.com/abc-def');
    expect(property(ics, 'URL')).toBe('https://meet.example.com/abc-def');
  });

  it('writes a CANCEL with STATUS:CANCELLED, the sequence and the reason', () => {
    const ics = buildInterviewCalendar(
      input({ method: 'CANCEL', interview: { ...input().interview, sequence: 2 }, extraDescription: 'Role filled' }),
    );
    expect(property(ics, 'METHOD')).toBe('CANCEL');
    expect(property(ics, 'STATUS')).toBe('CANCELLED');
    expect(property(ics, 'SEQUENCE')).toBe('2');
    expect(unescapeText(property(ics, 'DESCRIPTION') ?? '')).toContain('Role filled');
  });

  it('folds a long Chinese summary at 75 octets without splitting a character', () => {
    const summary = '面試：金融科技實習生（支付及風險管理），香港數碼港；'.repeat(4);
    const ics = buildInterviewCalendar(input({ summary }));
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    expect(unescapeText(property(ics, 'SUMMARY') ?? '')).toBe(summary);
  });
});

describe('text values', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(unescapeText('a\\\\b\\;c\\,d\\ne\\Nf')).toBe('a\\b;c,d\ne\nf');
  });

  it('formats UTC date-times', () => {
    expect(formatUtc(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });

  it('round-trips any text through escaping and folding, no line over 75 octets', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({
        unit: fc.constantFrom('面', '試', '香', '港', '；', '，', '\\', ';', ',', '\n', '\r', 'a', ' ', '😀'),
        maxLength: 300,
      }),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    fc.assert(
      fc.property(text, (value) => {
        const folded = foldLine(`DESCRIPTION:${escapeText(value)}`);
        const physical = folded.split('\r\n');
        for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
        // Folding never cuts a character in two: no replacement character appears that the text lacked.
        const replacements = (text: string) => text.split('\uFFFD').length - 1;
        expect(replacements(folded)).toBe(replacements(normalizeText(value)));
        const [line] = unfoldLines(`${folded}\r\n`);
        expect(unescapeText((line ?? '').slice('DESCRIPTION:'.length))).toBe(normalizeText(value));
      }),
      { numRuns: 500 },
    );
  });
});
