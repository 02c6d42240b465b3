// What every queue's query reads of its items' assignments (docs/decisions/056): the colleague who
// took an item, and the filter to one colleague's items: subqueries on the primary key, so each
// queue keeps its own query and adds a column and a condition; or the colleagues of a page of items.
import type { Assignee, AssignmentSubject } from '@fis/shared/assignment-schemas';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { queueAssignments, users } from '../../db/schema.js';

/** The item's colleague as { id, email }, or null. */
export function assigneeOf(subject: AssignmentSubject, id: AnyColumn | SQL): SQL<Assignee | null> {
  return sql<Assignee | null>`(SELECT json_build_object('id', au.id, 'email', au.email)
    FROM queue_assignments qa JOIN users au ON au.id = qa.assignee_user_id
    WHERE qa.subject_type = ${subject} AND qa.subject_id = ${id})`;
}

/** The items `assigneeId` took. */
export function assignedTo(subject: AssignmentSubject, id: AnyColumn | SQL, assigneeId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM queue_assignments qa WHERE qa.subject_type = ${subject}
    AND qa.subject_id = ${id} AND qa.assignee_user_id = ${assigneeId})`;
}

/** The colleagues of a page of items, by item id (for queues whose query is not built here). */
export async function assigneesOf(
  db: Executor,
  subject: AssignmentSubject,
  ids: readonly string[],
): Promise<Map<string, Assignee>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ subjectId: queueAssignments.subjectId, id: users.id, email: users.email })
    .from(queueAssignments)
    .innerJoin(users, eq(users.id, queueAssignments.assigneeUserId))
    .where(and(eq(queueAssignments.subjectType, subject), inArray(queueAssignments.subjectId, [...ids])));
  return new Map(rows.map((row) => [row.subjectId, { id: row.id, email: row.email }]));
}
