// One message of the caller's boxes (their inbox copy or their sent copy), or a 404.
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { messageRecipients, messages } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { sentBoxOf } from '../../policies/messages.js';
import type { MessageRow } from './messages-repository.js';

export interface BoxedMessage {
  row: MessageRow;
  box: 'inbox' | 'sent';
  readAt: Date | null;
}

/** The caller's messages matching `where`, each with the box it is in. */
export async function messagesInBoxes(db: Executor, user: AuthUser, where: SQL): Promise<BoxedMessage[]> {
  const rows = await db
    .select({ row: messages, recipientId: messageRecipients.recipientUserId, readAt: messageRecipients.readAt })
    .from(messages)
    .leftJoin(
      messageRecipients,
      and(
        eq(messageRecipients.messageId, messages.id),
        eq(messageRecipients.recipientUserId, user.id),
        // A copy deleted from the inbox is no longer the caller's.
        isNull(messageRecipients.deletedAt),
      ),
    )
    .where(and(where, or(sentBoxOf(user), isNotNull(messageRecipients.recipientUserId))))
    .orderBy(messages.seq);
  return rows.map(({ row, recipientId, readAt }) => ({
    row,
    box: recipientId ? 'inbox' : 'sent',
    readAt: recipientId ? readAt : null,
  }));
}

/** The message of this id in the caller's boxes; anyone else's (or none) answers 404. */
export async function findMessageInBoxes(db: Executor, user: AuthUser, id: string): Promise<BoxedMessage> {
  const [found] = await messagesInBoxes(db, user, eq(messages.id, id));
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  return found;
}
