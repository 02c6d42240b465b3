// What a record's page in the admin portal holds of other tables (docs/decisions/023): the
// messages that count as "with the office" (an admin is the sender or a recipient, the record's
// owner the other party) and the audit rows that are "what was done to the record" (the entity
// is the owner's account, profile or company, or one of the given related records: ids are UUIDs,
// unique across tables). Plain SQL over the aliases `m` (messages) and `l` (audit_log).
import { Role } from '@fis/shared/enums';
import { type SQL, sql } from 'drizzle-orm';

const ADMIN = sql.raw(String(Role.ADMIN));

/** A message between `ownerId` and any admin, either way, over the alias `m`. */
export function withTheOffice(ownerId: string): SQL {
  return sql`(
    (m.sender_user_id = ${ownerId} AND EXISTS (
      SELECT 1 FROM message_recipients r JOIN users u ON u.id = r.recipient_user_id
      WHERE r.message_id = m.id AND u.role = ${ADMIN}))
    OR (EXISTS (SELECT 1 FROM users s WHERE s.id = m.sender_user_id AND s.role = ${ADMIN})
      AND EXISTS (SELECT 1 FROM message_recipients r WHERE r.message_id = m.id AND r.recipient_user_id = ${ownerId}))
  )`;
}

/** An audit row about one of `entityIds` or about a row whose id `related` (a subquery of ids) gives. */
export function aboutRecord(entityIds: string[], related: SQL): SQL {
  return sql`(l.entity_id IN (${sql.join(
    entityIds.map((id) => sql`${id}`),
    sql`, `,
  )}) OR l.entity_id IN (${related}))`;
}
