// Reading need-help requests for the admin portal: one row with the answering admin's address,
// and the shapes the API answers with.

import type { Assignee } from '@fis/shared/assignment-schemas';
import { HelpRequestStatus } from '@fis/shared/enums';
import type { HelpRequestDetail, HelpRequestListItem } from '@fis/shared/help-request-schemas';
import type { QueueWait } from '@fis/shared/queue-wait-schemas';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { helpRequests, users } from '../../db/schema.js';
import { type QueueWaitRule, queueWait } from '../../lib/queue-wait.js';

export type HelpRequestRow = typeof helpRequests.$inferSelect;

const sender = alias(users, 'sender');
const answerer = alias(users, 'answerer');

/** What the list and the request's page both show of a request. */
function toSummary(row: HelpRequestRow): Omit<HelpRequestListItem, keyof QueueWait | 'assignee'> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    topic: row.topic,
    language: row.language,
    status: row.status === HelpRequestStatus.ANSWERED ? 'answered' : 'open',
    hasFile: row.fileStorageKey !== null,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * A request in the office's list. An open one waits from the moment it was sent (created_at, the
 * open tab's order): nothing changes it until it is answered, once only (decision 051).
 */
export function toListItem(row: HelpRequestRow, rule: QueueWaitRule, assignee: Assignee | null): HelpRequestListItem {
  return {
    ...toSummary(row),
    ...queueWait(row.status === HelpRequestStatus.OPEN ? row.createdAt : null, rule),
    assignee,
  };
}

/** One request with the sender's account address (when sent signed in) and who answered it. */
export async function findHelpRequest(
  db: Executor,
  id: string,
): Promise<{ row: HelpRequestRow; detail: HelpRequestDetail } | null> {
  const [found] = await db
    .select({ row: helpRequests, accountEmail: sender.email, answeredBy: answerer.email })
    .from(helpRequests)
    .leftJoin(sender, eq(sender.id, helpRequests.userId))
    .leftJoin(answerer, eq(answerer.id, helpRequests.answeredBy))
    .where(eq(helpRequests.id, id));
  if (!found) return null;
  const { row, accountEmail, answeredBy } = found;
  return {
    row,
    detail: {
      ...toSummary(row),
      message: row.message,
      accountEmail: accountEmail ?? null,
      file:
        row.fileStorageKey && row.fileName && row.fileMimeType && row.fileSizeBytes !== null
          ? { name: row.fileName, mimeType: row.fileMimeType, sizeBytes: row.fileSizeBytes }
          : null,
      answer:
        row.answer !== null && row.answeredAt
          ? { message: row.answer, answeredAt: row.answeredAt.toISOString(), answeredBy: answeredBy ?? null }
          : null,
    },
  };
}
