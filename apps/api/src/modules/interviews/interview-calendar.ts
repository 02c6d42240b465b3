// An interview as an iCalendar file (RFC 5545, with the iTIP methods of RFC 5546): one VEVENT in a
// VCALENDAR, METHOD:REQUEST when it is scheduled or moved and METHOD:CANCEL when it is cancelled.
// The UID stays the same for the life of the interview and SEQUENCE grows with every change, so a
// calendar that took the first invitation updates (or removes) the same event. Pure: no I/O.

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarInterview {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  place: string | null;
  videoLink: string | null;
  note: string | null;
  sequence: number;
}

export interface CalendarInput {
  interview: CalendarInterview;
  method: CalendarMethod;
  /** The host of the public address: the right-hand side of the UID. */
  host: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The event's title, already in the recipient's language. */
  summary: string;
  /** Added to the description, such as the reason of a cancellation. */
  extraDescription?: string | undefined;
  organizer?: { name: string; email: string } | undefined;
  attendee?: { name: string; email: string } | undefined;
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A date-time in UTC, RFC 5545 form 3 (`20260309T073000Z`). */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * What a TEXT value can carry: line breaks become `\n`, and the control characters RFC 5545 does
 * not allow in TEXT (all but horizontal tab) are dropped.
 */
export function normalizeText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return normalizeText(value).replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/** The reverse of escapeText. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** A parameter value (CN=…): quoted, without the double quotes and control characters it may not hold. */
function paramValue(value: string): string {
  return `"${normalizeText(value).replace(/[\n"]/g, ' ')}"`;
}

/**
 * One content line folded (RFC 5545 3.1): no line longer than 75 octets without its CRLF, the
 * continuation lines starting with a space, and never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** The reverse of folding: the content lines of a file. */
export function unfoldLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** The VCALENDAR text, CRLF line endings, folded. */
export function buildInterviewCalendar(input: CalendarInput): string {
  const { interview, method } = input;
  const endsAt = new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000);
  const location = [interview.place, interview.videoLink].filter(Boolean).join(' / ');
  const description = [interview.note, interview.videoLink, input.extraDescription].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//FinTech Internship Scheme//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${interview.id}@${input.host}`,
    `SEQUENCE:${interview.sequence}`,
    `DTSTAMP:${formatUtc(input.now)}`,
    `DTSTART:${formatUtc(interview.startsAt)}`,
    `DTEND:${formatUtc(endsAt)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(interview.videoLink ? [`URL:${interview.videoLink}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(input.organizer ? [`ORGANIZER;CN=${paramValue(input.organizer.name)}:mailto:${input.organizer.email}`] : []),
    ...(input.attendee
      ? [
          `ATTENDEE;CN=${paramValue(input.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${input.attendee.email}`,
        ]
      : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The calendar file as an email attachment (nodemailer's fields, base64 content). */
export function calendarAttachment(ics: string, method: CalendarMethod) {
  return {
    filename: 'interview.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}
