// An institution's file of confirmations, read and checked against the database (docs/decisions/061):
// the list's own CSV file (export-institution-students.ts) filled in and uploaded back. Reading it
// writes nothing; the same plan is what the check shows and what apply carries out, row by row.
import { LANGUAGES, type Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { CONTROL_CHARACTER } from '@fis/shared/field-schemas';
import {
  type ConfirmationValues,
  type CoordinatedInstitution,
  type FileCheck,
  type FileRow,
  type FileRowProblem,
  INSTITUTION_CHECKS,
  INSTITUTION_FILE_MAX_ROWS,
  INSTITUTION_NOTE_MAX_LENGTH,
} from '@fis/shared/institution-schemas';
import { parse } from 'csv-parse/sync';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { t } from '../../lib/catalogs.js';
import { changesOf } from './confirm-student.js';
import { candidatesNamed } from './institution-students-repository.js';

/** The file's columns, in the order the list's CSV writes them. */
export const FILE_COLUMNS = [
  'reference',
  'email',
  'englishName',
  'chineseName',
  'faculty',
  'programme',
  'educationLevel',
  'graduationYear',
  ...INSTITUTION_CHECKS,
  'note',
] as const;
export type FileColumn = (typeof FILE_COLUMNS)[number];

/** The columns the upload reads; the others are there for the reader of the file. */
const READ_COLUMNS = ['reference', 'email', ...INSTITUTION_CHECKS, 'note'] as const;
type ReadColumn = (typeof READ_COLUMNS)[number];

const fold = (text: string) => text.normalize('NFKC').trim().toLowerCase();

/** Each column's header in every language, and its own name: a file saved in any of them reads the same. */
function headerNames(column: FileColumn): Set<string> {
  return new Set([column, ...LANGUAGES.map((lang) => t(lang, `institution:csv.${column}`))].map(fold));
}

const YES = new Set(
  ['yes', 'y', 'true', '1', '是', ...LANGUAGES.map((lang) => t(lang, 'institution:csv.yes'))].map(fold),
);
const NO = new Set(
  ['no', 'n', 'false', '0', '否', ...LANGUAGES.map((lang) => t(lang, 'institution:csv.no'))].map(fold),
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A yes, a no, empty (not yet), or undefined for anything else (a formula, a typo). */
function checkValue(cell: string): boolean | null | undefined {
  const value = fold(cell);
  if (value === '') return null;
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return undefined;
}

interface ReadRow {
  line: number;
  reference: string | null;
  email: string | null;
  values: Partial<ConfirmationValues>;
  /** The first column whose value is not one the file may hold. */
  badColumn: ReadColumn | null;
}

/** The file's rows as written: who each names and what it gives. CONFIRMATION_FILE_UNREADABLE if it is not such a file. */
export function readFile(text: string): ReadRow[] {
  // Decoded as UTF-8 by the browser: a file in another encoding comes with replacement characters.
  if (text.includes('\uFFFD')) throw new AppError(ErrorCode.CONFIRMATION_FILE_UNREADABLE, { field: 'file' });
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false });
  } catch {
    throw new AppError(ErrorCode.CONFIRMATION_FILE_UNREADABLE, { field: 'file' });
  }
  const [header, ...rows] = records;
  if (!header) throw new AppError(ErrorCode.CONFIRMATION_FILE_UNREADABLE, { field: 'file' });
  if (rows.length > INSTITUTION_FILE_MAX_ROWS) {
    throw new AppError(ErrorCode.CONFIRMATION_FILE_TOO_LARGE, { field: 'file' });
  }
  const index = new Map<ReadColumn, number>();
  for (const column of READ_COLUMNS) {
    const names = headerNames(column);
    const at = header.findIndex((cell) => names.has(fold(cell)));
    if (at >= 0) index.set(column, at);
  }
  if (!index.has('reference') && !index.has('email')) {
    throw new AppError(ErrorCode.CONFIRMATION_FILE_UNREADABLE, { field: 'file' });
  }
  const cellOf = (row: string[], column: ReadColumn) => {
    const at = index.get(column);
    return at === undefined ? undefined : (row[at] ?? '');
  };
  return rows.map((row, i) => {
    const read: ReadRow = { line: i + 2, reference: null, email: null, values: {}, badColumn: null };
    const bad = (column: ReadColumn) => {
      read.badColumn ??= column;
    };
    const reference = cellOf(row, 'reference')?.trim();
    if (reference) {
      if (UUID.test(reference)) read.reference = reference.toLowerCase();
      else bad('reference');
    }
    const email = cellOf(row, 'email')?.trim();
    if (email) read.email = email;
    for (const check of INSTITUTION_CHECKS) {
      const cell = cellOf(row, check);
      if (cell === undefined) continue;
      const value = checkValue(cell);
      if (value === undefined) bad(check);
      else read.values[check] = value;
    }
    const note = cellOf(row, 'note');
    if (note !== undefined) {
      // The file's own writer put an apostrophe before a formula-like note: it is taken back off.
      const text = note.trim().replace(/^'(?=[=+\-@])/, '');
      // A note may hold line ends and tabs, no other control character (as the form's note field).
      if (text.length > INSTITUTION_NOTE_MAX_LENGTH || CONTROL_CHARACTER.test(text.replace(/[\r\n\t]/g, '')))
        bad('note');
      else read.values.note = text === '' ? null : text;
    }
    return read;
  });
}

/** A row the check keeps to apply: the student and what changes. */
export interface PlannedRow {
  row: FileRow;
  candidateId: string | null;
  values: Partial<ConfirmationValues>;
}

/**
 * What each row of the file would do now: change the student's confirmations, leave them as they
 * are, or be refused (a student not found, another institution's or one the coordinator no longer
 * sees, a value the file may not hold, or a student already named by an earlier row).
 */
export async function planFile(
  db: Executor,
  institution: CoordinatedInstitution,
  now: Date,
  text: string,
): Promise<{ check: FileCheck; planned: PlannedRow[] }> {
  const rows = readFile(text);
  const named = await candidatesNamed(db, institution, now, {
    ids: rows.flatMap((row) => (row.reference ? [row.reference] : [])),
    emails: rows.flatMap((row) => (row.email ? [row.email] : [])),
  });
  const byId = new Map(named.map((candidate) => [candidate.id, candidate]));
  const byEmail = new Map(named.map((candidate) => [candidate.email.toLowerCase(), candidate]));
  const seen = new Set<string>();
  const planned: PlannedRow[] = [];
  for (const read of rows) {
    const refused = (problem: FileRowProblem, student: FileRow['student'] = null, column: string | null = null) =>
      planned.push({
        row: { line: read.line, outcome: 'refused', student, problem, column, changes: [], note: null },
        candidateId: null,
        values: {},
      });
    if (read.badColumn === 'reference') {
      refused('badValue', null, 'reference');
      continue;
    }
    if (!read.reference && !read.email) {
      refused('noStudent');
      continue;
    }
    const candidate = read.reference ? byId.get(read.reference) : byEmail.get(read.email?.toLowerCase() ?? '');
    if (!candidate) {
      refused('unknownStudent');
      continue;
    }
    // Another institution's student is named by the file's own words only, never by what we hold.
    if (!candidate.ours) {
      refused('otherInstitution');
      continue;
    }
    const student = { id: candidate.id, englishName: candidate.englishName, email: candidate.email };
    if (read.badColumn) {
      refused('badValue', student, read.badColumn);
      continue;
    }
    if (seen.has(candidate.id)) {
      refused('repeated', student);
      continue;
    }
    seen.add(candidate.id);
    const changes = changesOf(candidate.confirmation, read.values);
    const note = changes.find((change) => change.field === 'note');
    planned.push({
      row: {
        line: read.line,
        outcome: changes.length ? 'change' : 'same',
        student,
        problem: null,
        column: null,
        changes: changes.flatMap(({ field, from, to }) =>
          field === 'note' ? [] : [{ field, from: from as boolean | null, to: to as boolean | null }],
        ),
        note: note ? { from: note.from as string | null, to: note.to as string | null } : null,
      },
      candidateId: candidate.id,
      values: read.values,
    });
  }
  const count = (outcome: FileRow['outcome']) => planned.filter((p) => p.row.outcome === outcome).length;
  return {
    check: {
      rows: planned.map((p) => p.row),
      counts: { change: count('change'), same: count('same'), refused: count('refused') },
    },
    planned,
  };
}

/** The language a file's labels are written in, for its headers (the coordinator's). */
export const fileHeader = (lang: Language) => FILE_COLUMNS.map((column) => t(lang, `institution:csv.${column}`));
