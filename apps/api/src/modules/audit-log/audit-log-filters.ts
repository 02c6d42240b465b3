// The audit view's filters as one SQL condition, shared by the page and the CSV export.
import type { AuditLogFilters } from '@fis/shared/admin-account-schemas';
import { hongKongIso } from '@fis/shared/hong-kong-time';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/sql-helpers.js';

/** Days are Hong Kong days: `from` 00:00 HKT included, up to the day after `to` 00:00 HKT excluded. */
export function auditLogWhere(filters: AuditLogFilters): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (filters.actor) {
    parts.push(sql`lower(u.email) LIKE lower(${containsPattern(filters.actor)})`);
  }
  if (filters.action) parts.push(sql`l.action = ${filters.action}`);
  if (filters.entityType) parts.push(sql`l.entity_type = ${filters.entityType}`);
  if (filters.entityId) parts.push(sql`l.entity_id = ${filters.entityId}`);
  if (filters.from) parts.push(sql`l.created_at >= ${hongKongIso(filters.from)}::timestamptz`);
  if (filters.to) parts.push(sql`l.created_at < ${hongKongIso(filters.to)}::timestamptz + interval '1 day'`);
  return sql.join(parts, sql` AND `);
}

/** The log with its actor: FROM and JOIN, aliases l (the entry) and u (the actor, if any). */
export const AUDIT_ROWS = sql`FROM audit_log l LEFT JOIN users u ON u.id = l.actor_user_id`;
