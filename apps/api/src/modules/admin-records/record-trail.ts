// The parts both record pages share: the messages with the office and the audit trail, newest
// first, as policies/admin-records.ts bounds them.
import type { AuditEntry, OfficeMessage } from '@fis/shared/admin-record-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { withTheOffice } from '../../policies/admin-records.js';

/** The page shows the latest ones; the audit view (the audit-log page) has them all. */
export const RECORD_TRAIL_LIMIT = 100;

const iso = (value: string | Date) => new Date(value).toISOString();

export async function officeMessages(db: Executor, ownerId: string): Promise<OfficeMessage[]> {
  const rows = rowsOf<{
    id: string;
    subject: string;
    sender_user_id: string | null;
    sender_email: string;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      SELECT m.id, m.subject, m.sender_user_id, m.sender_email, m.created_at
      FROM messages m
      WHERE ${withTheOffice(ownerId)}
      ORDER BY m.created_at DESC, m.seq DESC
      LIMIT ${RECORD_TRAIL_LIMIT}`),
  );
  return rows.map((r) => {
    const fromOffice = r.sender_user_id !== ownerId;
    return {
      id: r.id,
      subject: r.subject,
      fromOffice,
      officeEmail: fromOffice ? r.sender_email : null,
      createdAt: iso(r.created_at),
    };
  });
}

export async function auditTrail(db: Executor, about: SQL): Promise<AuditEntry[]> {
  const rows = rowsOf<{
    id: string;
    action: string;
    entity_type: string;
    entity_id: string;
    actor_email: string | null;
    actor_role: number | null;
    reason: string | null;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      SELECT l.id, l.action, l.entity_type, l.entity_id, u.email AS actor_email, u.role AS actor_role,
        l.details->>'reason' AS reason, l.created_at
      FROM audit_log l LEFT JOIN users u ON u.id = l.actor_user_id
      WHERE ${about}
      ORDER BY l.created_at DESC, l.id
      LIMIT ${RECORD_TRAIL_LIMIT}`),
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    actorEmail: r.actor_email,
    actorRole: r.actor_role === null ? null : Number(r.actor_role),
    reason: r.reason,
    createdAt: iso(r.created_at),
  }));
}
