// An institution's students as its coordinator sees them (docs/decisions/061): what verification
// needs and the institution's own confirmations, never more. Every read goes through the one scope
// of policies/institution-students.ts.
import {
  type Confirmation,
  type ConfirmationState,
  type CoordinatedInstitution,
  confirmationState,
  type InstitutionStudent,
  type InstitutionStudentDetail,
  type InstitutionStudentFilters,
} from '@fis/shared/institution-schemas';
import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { media } from '../../db/schema.js';
import { containsPattern, foldedContainsPattern, rowsOf } from '../../db/sql-helpers.js';
import { institutionStudentsSql } from '../../policies/institution-students.js';

interface StudentRaw {
  id: string;
  email: string;
  english_name: string;
  chinese_name: string | null;
  faculty: string;
  programme: string;
  education_level: string;
  graduation_year: number;
  declared_full_time_student: boolean;
  declared_fintech_programme: boolean;
  eligibility_status: number;
  confirmed_for: string | null;
  full_time_student: boolean | null;
  fintech_programme: boolean | null;
  enrolled: boolean | null;
  graduation: boolean | null;
  note: string | null;
  confirmed_at: string | null;
  confirmed_by: string | null;
  transcript_media_id: string | null;
  student_id_media_id: string | null;
}

const COLUMNS = sql`cp.user_id AS id, u.email, cp.english_name, cp.chinese_name, cp.faculty, cp.programme,
  cp.education_level, cp.graduation_year, cp.declared_full_time_student, cp.declared_fintech_programme,
  cp.eligibility_status, ic.institution AS confirmed_for, ic.full_time_student, ic.fintech_programme,
  ic.enrolled, ic.graduation, ic.note, to_json(ic.confirmed_at)#>>'{}' AS confirmed_at,
  cu.email AS confirmed_by, cp.transcript_media_id, cp.student_id_media_id`;

/** A confirmation counts only for the institution the profile names now. */
const FROM = sql`FROM candidate_profiles cp JOIN users u ON u.id = cp.user_id
  LEFT JOIN institution_confirmations ic ON ic.candidate_id = cp.user_id AND ic.institution = cp.institution
  LEFT JOIN users cu ON cu.id = ic.confirmed_by`;

/** Each state of the list's filter, over the confirmation row `ic` (none when there is no row). */
const STATE_SQL: Record<ConfirmationState, SQL> = {
  none: sql`(ic.candidate_id IS NULL OR (ic.full_time_student IS NULL AND ic.fintech_programme IS NULL
    AND ic.enrolled IS NULL AND ic.graduation IS NULL))`,
  refused: sql`(ic.full_time_student IS FALSE OR ic.fintech_programme IS FALSE OR ic.enrolled IS FALSE
    OR ic.graduation IS FALSE)`,
  confirmed: sql`(ic.full_time_student AND ic.fintech_programme AND ic.enrolled AND ic.graduation)`,
  partial: sql`(ic.candidate_id IS NOT NULL
    AND num_nonnulls(ic.full_time_student, ic.fintech_programme, ic.enrolled, ic.graduation) BETWEEN 1 AND 3
    AND NOT (ic.full_time_student IS FALSE OR ic.fintech_programme IS FALSE OR ic.enrolled IS FALSE
      OR ic.graduation IS FALSE))`,
};

function confirmationOf(raw: StudentRaw): Confirmation | null {
  if (!raw.confirmed_for || !raw.confirmed_at) return null;
  return {
    fullTimeStudent: raw.full_time_student,
    fintechProgramme: raw.fintech_programme,
    enrolled: raw.enrolled,
    graduation: raw.graduation,
    note: raw.note,
    institution: raw.confirmed_for,
    confirmedBy: raw.confirmed_by,
    confirmedAt: new Date(raw.confirmed_at).toISOString(),
  };
}

function studentOf(raw: StudentRaw): InstitutionStudent {
  const confirmation = confirmationOf(raw);
  return {
    id: raw.id,
    email: raw.email,
    englishName: raw.english_name,
    chineseName: raw.chinese_name,
    faculty: raw.faculty,
    programme: raw.programme,
    educationLevel: raw.education_level,
    graduationYear: raw.graduation_year,
    declarations: {
      fullTimeStudent: raw.declared_full_time_student,
      fintechProgramme: raw.declared_fintech_programme,
    },
    eligibilityStatus: raw.eligibility_status,
    confirmation,
    state: confirmationState(confirmation),
  };
}

function whereOf(institution: CoordinatedInstitution, now: Date, filters: Partial<InstitutionStudentFilters>): SQL {
  const conditions = [institutionStudentsSql(institution, now)];
  if (filters.keyword) {
    conditions.push(sql`(cp.search_name LIKE ${foldedContainsPattern(filters.keyword)}
      OR lower(u.email) LIKE lower(${containsPattern(filters.keyword)}))`);
  }
  if (filters.state) conditions.push(STATE_SQL[filters.state]);
  if (filters.programme) conditions.push(sql`lower(cp.programme) LIKE lower(${containsPattern(filters.programme)})`);
  if (filters.graduationYear !== undefined) conditions.push(sql`cp.graduation_year = ${filters.graduationYear}`);
  return sql.join(conditions, sql` AND `);
}

const ORDER = sql`lower(cp.english_name) ASC, cp.user_id ASC`;

/** One page of the institution's students, by name. */
export async function readStudents(
  db: Executor,
  institution: CoordinatedInstitution,
  now: Date,
  query: InstitutionStudentFilters & { page: number; take: number },
): Promise<{ items: InstitutionStudent[]; total: number; page: number; take: number }> {
  const where = whereOf(institution, now, query);
  const [rows, counted] = await Promise.all([
    db.execute(sql`SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${ORDER}
      LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`),
    db.execute(sql`SELECT count(*)::int AS n ${FROM} WHERE ${where}`),
  ]);
  return {
    items: rowsOf<StudentRaw>(rows).map(studentOf),
    total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0,
    page: query.page,
    take: query.take,
  };
}

/** Every student the filters find, by name, for the file. */
export async function readAllStudents(
  db: Executor,
  institution: CoordinatedInstitution,
  now: Date,
  filters: InstitutionStudentFilters,
): Promise<InstitutionStudent[]> {
  const rows = await db.execute(
    sql`SELECT ${COLUMNS} ${FROM} WHERE ${whereOf(institution, now, filters)} ORDER BY ${ORDER}`,
  );
  return rowsOf<StudentRaw>(rows).map(studentOf);
}

/** One of the institution's students with the ids of their scans, or null when not theirs to see. */
export async function readStudent(
  db: Executor,
  institution: CoordinatedInstitution,
  now: Date,
  candidateId: string,
): Promise<InstitutionStudentDetail | null> {
  const rows = await db.execute(sql`SELECT ${COLUMNS} ${FROM}
    WHERE ${whereOf(institution, now, {})} AND cp.user_id = ${candidateId}`);
  const raw = rowsOf<StudentRaw>(rows)[0];
  if (!raw) return null;
  const ids = [raw.transcript_media_id, raw.student_id_media_id].filter((id): id is string => id !== null);
  const scans = ids.length
    ? await db
        .select({ id: media.id, fileName: media.originalName, mimeType: media.mimeType })
        .from(media)
        .where(and(inArray(media.id, ids), isNull(media.deletedAt)))
    : [];
  const scan = (id: string | null) => {
    const found = scans.find((row) => row.id === id);
    return found ? { ...found, viewUrl: `/api/v1/institution/documents/${found.id}` } : null;
  };
  return {
    ...studentOf(raw),
    documents: { transcript: scan(raw.transcript_media_id), studentId: scan(raw.student_id_media_id) },
  };
}

/** A candidate a file's row names, whether the coordinator may see them, and what the institution confirmed. */
export interface NamedCandidate {
  id: string;
  email: string;
  englishName: string;
  ours: boolean;
  confirmation: Confirmation | null;
}

/** Candidates a file's rows name, by id or by email, whatever their institution: the file's check tells them apart. */
export async function candidatesNamed(
  db: Executor,
  institution: CoordinatedInstitution,
  now: Date,
  keys: { ids: string[]; emails: string[] },
): Promise<NamedCandidate[]> {
  if (keys.ids.length === 0 && keys.emails.length === 0) return [];
  const list = (values: SQL[]) => sql.join(values, sql`, `);
  const ids = keys.ids.length ? sql`cp.user_id IN (${list(keys.ids.map((id) => sql`${id}::uuid`))})` : sql`FALSE`;
  const emails = keys.emails.length
    ? sql`lower(u.email) IN (${list(keys.emails.map((email) => sql`lower(${email})`))})`
    : sql`FALSE`;
  const rows = await db.execute(sql`SELECT ${COLUMNS}, ${institutionStudentsSql(institution, now)} AS ours
    ${FROM} WHERE (${ids} OR ${emails})`);
  return rowsOf<StudentRaw & { ours: boolean }>(rows).map((raw) => ({
    id: raw.id,
    email: raw.email,
    englishName: raw.english_name,
    ours: raw.ours,
    // Only the coordinator's own students' confirmations are read.
    confirmation: raw.ours ? confirmationOf(raw) : null,
  }));
}
