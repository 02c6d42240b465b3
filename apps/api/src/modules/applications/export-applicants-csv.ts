// GET /v1/applications/hiring-company/export-csv: the rows of the company's applicants table, with
// the same filters and in the same order, as a CSV file for a spreadsheet. The rows are read in
// keyset batches and written as they come, so the server holds one batch at a time however many
// applicants there are. Everything that can refuse the request (the job's owner, the audit row)
// happens before the first byte, so a refusal is an ordinary error answer, never a cut-off file.
import { Readable } from 'node:stream';
import { type Stage, stageLabel } from '@fis/shared/application-stages';
import type { CompanyApplicantFilters } from '@fis/shared/company-applicant-schemas';
import type { Language } from '@fis/shared/enums';
import { formatPhone } from '@fis/shared/field-schemas';
import { hongKongDate, hongKongMinute } from '@fis/shared/hong-kong-time';
import { institutionLabel } from '@fis/shared/institution-label';
import { type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { writeAudit } from '../../lib/audit.js';
import { t } from '../../lib/catalogs.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { APPLICANT_ROWS, applicantScope } from './list-company-applicants.js';
import { TAB_SQL } from './stage-sql.js';

/** Rows per query. Tests lower it to cross batch boundaries with a few rows. */
export const exportSettings = { batchSize: 1_000 };

const COLUMNS = [
  'englishName',
  'chineseName',
  'email',
  'phone',
  'institution',
  'programme',
  'graduationYear',
  'job',
  'stage',
  'appliedAt',
  'stageChangedAt',
] as const;

interface ExportRow {
  id: string;
  /** stage_changed_at as PostgreSQL prints it, offset included: the exact keyset cursor. */
  cursor_at: string;
  stage: number;
  applied_at: number | null;
  stage_changed_at: number;
  english_name: string;
  chinese_name: string | null;
  email: string | null;
  phone_prefix: string | null;
  phone_number: string | null;
  institution: string;
  institution_other: string | null;
  programme: string;
  graduation_year: number;
  position_name: string;
}

export interface ApplicantsCsv {
  fileName: string;
  stream: Readable;
}

/**
 * Checks the scope, records the export in the audit log (who, which filters, how many rows) and
 * returns the file as a stream. Rows changed while the file is being written may be missed or
 * appear in their new place: each batch reads the table as it is then, as a refreshed table would.
 */
export async function exportApplicantsCsv(
  ctx: SignedInContext,
  input: CompanyApplicantFilters,
): Promise<ApplicantsCsv> {
  const { user, lang, ip } = ctx;
  const { db, clock } = ctx;
  const where = sql`${await applicantScope(db, user, input)} AND ${TAB_SQL[input.tab]}`;
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM applications a WHERE ${where}`),
  );
  await writeAudit(db, clock, {
    actorUserId: user.id,
    action: 'applicants.exported',
    entityType: input.jobId ? 'job' : 'user',
    entityId: input.jobId ?? user.id,
    details: { format: 'csv', filters: input, rowCount: counted?.n ?? 0, role: user.role },
    ip,
  });
  const today = hongKongDate(clock.now()).replaceAll('-', '');
  return { fileName: `applicants-${today}.csv`, stream: Readable.from(csvChunks(db, where, lang)) };
}

async function* csvChunks(db: Executor, where: SQL, lang: Language): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvRow(COLUMNS.map((c) => t(lang, `messages:applicantsCsv.${c}`))));
  let cursor = null as { at: string; id: string } | null;
  for (;;) {
    const after: SQL = cursor
      ? sql`AND (a.stage_changed_at, a.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    const rows: ExportRow[] = rowsOf<ExportRow>(
      await db.execute(sql`
        SELECT a.id, a.stage_changed_at::text AS cursor_at, a.stage,
               (extract(epoch FROM a.applied_at) * 1000)::float8 AS applied_at,
               (extract(epoch FROM a.stage_changed_at) * 1000)::float8 AS stage_changed_at,
               p.english_name, p.chinese_name,
               coalesce(a.contact_email, (SELECT u.email FROM users u WHERE u.id = a.candidate_id)) AS email,
               coalesce(a.contact_phone_prefix, p.phone_prefix) AS phone_prefix,
               coalesce(a.contact_phone_number, p.phone_number) AS phone_number,
               p.institution, p.institution_other, p.programme, p.graduation_year, j.position_name
        ${APPLICANT_ROWS} WHERE ${where} ${after}
        ORDER BY a.stage_changed_at DESC, a.id DESC
        LIMIT ${exportSettings.batchSize}`),
    );
    if (rows.length === 0) return;
    yield Buffer.from(rows.map((row) => csvRow(cellsOf(row, lang))).join(''));
    const last: ExportRow | undefined = rows[rows.length - 1];
    if (!last || rows.length < exportSettings.batchSize) return;
    cursor = { at: last.cursor_at, id: last.id };
  }
}

function cellsOf(row: ExportRow, lang: Language): (string | number | null)[] {
  const institution = institutionLabel(
    { institution: row.institution, institutionOther: row.institution_other },
    (key, { defaultValue }) => {
      const named = t(lang, key);
      return named === key ? defaultValue : named;
    },
  );
  return [
    row.english_name,
    row.chinese_name,
    row.email,
    // "(+852) 9123-4567": a leading + would read as a formula and be disarmed with a visible '.
    formatPhone(row.phone_prefix, row.phone_number, { bracketPrefix: true }) || null,
    institution,
    row.programme,
    row.graduation_year,
    row.position_name,
    t(lang, stageLabel(row.stage as Stage, 'company')),
    hongKongMinute(row.applied_at ?? row.stage_changed_at),
    hongKongMinute(row.stage_changed_at),
  ];
}
