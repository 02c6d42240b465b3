// The parts both record pages share: the messages with the office and the audit trail in words,
// newest first, as policies/admin-records.ts bounds them.
import type { AuditEntry, OfficeMessage } from '@fis/shared/admin-record-schemas';
import type { AuditWords } from '@fis/shared/audit-words-schemas';
import { type Language, Role } from '@fis/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { withTheOffice } from '../../policies/admin-records.js';
import { auditWords } from '../audit-log/audit-words.js';

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

/**
 * The office's views of a candidate's profile, which fill half of every history: each run of them
 * with nothing else done to the record in between is one entry, counted.
 */
const FOLDED_ACTIONS = ['candidate.profile-viewed'];

export async function auditTrail(db: Executor, lang: Language, about: SQL): Promise<AuditEntry[]> {
  const rows = rowsOf<{
    id: string;
    action: string;
    entity_type: string;
    entity_id: string;
    details: Record<string, unknown> | null;
    actor_email: string | null;
    actor_role: number | null;
    count: number;
    first_at: string | Date;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      WITH trail AS (
        SELECT l.id, l.action, l.entity_type, l.entity_id, l.details, l.created_at, l.actor_user_id,
          u.email AS actor_email, u.role AS actor_role,
          CASE WHEN u.role = ${Role.ADMIN} AND l.action IN (${sql.join(
            FOLDED_ACTIONS.map((a) => sql`${a}`),
            sql`, `,
          )})
            THEN l.action || ' ' || l.entity_id ELSE l.id::text END AS fold,
          row_number() OVER (ORDER BY l.created_at DESC, l.id) AS n
        FROM audit_log l LEFT JOIN users u ON u.id = l.actor_user_id
        WHERE ${about}
      ), runs AS (
        -- Consecutive rows of one fold share n minus their number within the fold.
        SELECT *, n - row_number() OVER (PARTITION BY fold ORDER BY created_at DESC, id) AS run FROM trail
      )
      SELECT (array_agg(id ORDER BY created_at DESC, id))[1] AS id, min(action) AS action,
        min(entity_type) AS entity_type, min(entity_id) AS entity_id,
        (array_agg(details ORDER BY created_at DESC, id))[1] AS details,
        CASE WHEN count(DISTINCT actor_user_id) = 1 THEN min(actor_email) END AS actor_email,
        min(actor_role) AS actor_role, count(*)::int AS count, min(created_at) AS first_at,
        max(created_at) AS created_at
      FROM runs
      GROUP BY fold, run
      ORDER BY max(created_at) DESC, min(n)
      LIMIT ${RECORD_TRAIL_LIMIT}`),
  );
  const words = await auditWords(db, lang, rows);
  return rows.map((r, i) => ({
    id: r.id,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    actorEmail: r.actor_email,
    actorRole: r.actor_role === null ? null : Number(r.actor_role),
    createdAt: iso(r.created_at),
    firstAt: iso(r.first_at),
    count: Number(r.count),
    ...(words[i] as AuditWords),
  }));
}
