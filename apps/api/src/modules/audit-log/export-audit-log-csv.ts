// GET /v1/admin/audit-log/export-csv: the audit view's rows with the same filters, newest first,
// as a CSV file. Read in keyset batches and written as they come (as the applicants' export), so
// the server holds one batch at a time; the export itself is audited before the first byte.
import { Readable } from 'node:stream';
import type { AuditLogFilters } from '@fis/shared/admin-account-schemas';
import type { AuditWords } from '@fis/shared/audit-words-schemas';
import type { Language } from '@fis/shared/enums';
import { hongKongDate, hongKongParts } from '@fis/shared/hong-kong-time';
import { type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { writeAudit } from '../../lib/audit.js';
import { t } from '../../lib/catalogs.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';
import { AUDIT_ROWS, auditLogWhere } from './audit-log-filters.js';
import { auditWords, detailsLine } from './audit-words.js';
import { AUDIT_COLUMNS, type AuditRow } from './list-audit-log.js';

/** Rows per query. Tests lower it to cross batch boundaries with a few rows. */
export const auditExportSettings = { batchSize: 1_000 };

const COLUMNS = ['time', 'actor', 'action', 'entityType', 'record', 'entityId', 'details', 'ip'] as const;

export async function exportAuditLogCsv(
  ctx: SignedInContext,
  input: AuditLogFilters,
): Promise<{ fileName: string; stream: Readable }> {
  assertMayManageAccounts(ctx.user);
  const { db, clock, user, lang, ip } = ctx;
  const where = auditLogWhere(input);
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n ${AUDIT_ROWS} WHERE ${where}`),
  );
  await writeAudit(db, clock, {
    actorUserId: user.id,
    action: 'audit-log.exported',
    entityType: 'audit_log',
    entityId: 'audit_log',
    details: { format: 'csv', filters: input, rowCount: counted?.n ?? 0 },
    ip,
  });
  const today = hongKongDate(clock.now()).replaceAll('-', '');
  return { fileName: `audit-log-${today}.csv`, stream: Readable.from(csvChunks(db, where, lang)) };
}

interface ExportRow extends AuditRow {
  cursor_at: string;
}

async function* csvChunks(db: Executor, where: SQL, lang: Language): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_BOM + csvRow(COLUMNS.map((c) => t(lang, `adminAccounts:auditCsv.${c}`))));
  let cursor = null as { at: string; id: string } | null;
  for (;;) {
    const after: SQL = cursor ? sql`AND (l.created_at, l.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
    const rows = rowsOf<ExportRow>(
      await db.execute(sql`SELECT ${AUDIT_COLUMNS}, l.created_at::text AS cursor_at ${AUDIT_ROWS}
        WHERE ${where} ${after} ORDER BY l.created_at DESC, l.id DESC LIMIT ${auditExportSettings.batchSize}`),
    );
    if (rows.length === 0) return;
    const words = await auditWords(db, lang, rows);
    yield Buffer.from(rows.map((row, i) => csvRow(cellsOf(row, words[i] as AuditWords, lang))).join(''));
    const last = rows[rows.length - 1];
    if (!last || rows.length < auditExportSettings.batchSize) return;
    cursor = { at: last.cursor_at, id: last.id };
  }
}

function cellsOf(row: AuditRow, words: AuditWords, lang: Language): (string | null)[] {
  const { date, time } = hongKongParts(row.created_at);
  return [
    // To the second: several entries often share a minute.
    `${date} ${time}:${row.created_at.slice(17, 19)}`,
    row.actor_email ?? t(lang, 'adminAccounts:audit.system'),
    words.actionName,
    words.recordType,
    words.record?.name ?? null,
    row.entity_id,
    detailsLine(lang, words) || null,
    row.ip,
  ];
}
