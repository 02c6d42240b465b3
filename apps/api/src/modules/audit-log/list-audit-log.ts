import type { AuditEntry, AuditLogFilters, AuditLogPage } from '@fis/shared/admin-account-schemas';
import type { AuditWords } from '@fis/shared/audit-words-schemas';
import type { Language } from '@fis/shared/enums';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { assertMayManageAccounts } from '../../policies/admin-accounts.js';
import { AUDIT_ROWS, auditLogWhere } from './audit-log-filters.js';
import { auditActionName, auditRecordTypeName, auditWords } from './audit-words.js';

export interface AuditRow {
  id: string;
  created_at: string;
  actor_user_id: string | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  details: Record<string, unknown> | null;
  ip: string | null;
}

export const AUDIT_COLUMNS = sql`l.id, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  l.actor_user_id, u.email AS actor_email, l.action, l.entity_type, l.entity_id, l.details, l.ip`;

/** The rows as entries, each with its words in the reader's language. */
export async function entriesOf(db: Executor, lang: Language, rows: AuditRow[]): Promise<AuditEntry[]> {
  const words = await auditWords(db, lang, rows);
  return rows.map((row, i) => ({
    id: row.id,
    createdAt: row.created_at,
    actorUserId: row.actor_user_id,
    actorEmail: row.actor_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    ip: row.ip,
    ...(words[i] as AuditWords),
  }));
}

/** The audit log, newest first, filtered and paged; with the names of actions and entity types it holds. */
export async function listAuditLog(
  ctx: SignedInContext,
  input: AuditLogFilters & { page: number; take: number },
): Promise<AuditLogPage> {
  assertMayManageAccounts(ctx.user);
  const { db, lang } = ctx;
  const { page, take } = input;
  const where = auditLogWhere(input);
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n ${AUDIT_ROWS} WHERE ${where}`),
  );
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`SELECT ${AUDIT_COLUMNS} ${AUDIT_ROWS} WHERE ${where}
      ORDER BY l.created_at DESC, l.id DESC LIMIT ${take} OFFSET ${(page - 1) * take}`),
  );
  const actions = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT DISTINCT action AS name FROM audit_log ORDER BY 1`),
  );
  const entityTypes = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT DISTINCT entity_type AS name FROM audit_log ORDER BY 1`),
  );
  return {
    items: await entriesOf(db, lang, rows),
    total: counted?.n ?? 0,
    page,
    take,
    actions: actions.map((row) => ({ value: row.name, label: auditActionName(lang, row.name) })),
    entityTypes: entityTypes.map((row) => ({ value: row.name, label: auditRecordTypeName(lang, row.name) })),
  };
}
