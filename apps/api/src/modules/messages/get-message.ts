import type { MessageDetail } from '@fis/shared/message-schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messageRecipients, messages, notifications } from '../../db/schema.js';
import { inboxOf } from '../../policies/messages.js';
import { ownNotifications } from '../../policies/notifications.js';
import { findMessageInBoxes, messagesInBoxes } from './find-message.js';
import { messagesFor } from './messages-repository.js';

/**
 * One message of the caller's boxes with its thread as their boxes hold it, oldest first.
 * Opening it marks what the caller received in the thread read: they now see all of it, so the
 * bell's RECEIVED_NEW_MESSAGE of each of those messages is read too.
 */
export async function getMessage(ctx: SignedInContext, input: { id: string }): Promise<MessageDetail> {
  const { user } = ctx;
  const opened = await findMessageInBoxes(ctx.db, user, input.id);
  const thread = await messagesInBoxes(ctx.db, user, eq(messages.threadId, opened.row.threadId));
  const unread = thread.filter((m) => m.box === 'inbox' && m.readAt === null).map((m) => m.row.id);
  if (unread.length) {
    const now = ctx.clock.now();
    await ctx.db
      .update(messageRecipients)
      .set({ readAt: now })
      .where(and(inboxOf(user), isNull(messageRecipients.readAt), inArray(messageRecipients.messageId, unread)));
    for (const m of thread) if (unread.includes(m.row.id)) m.readAt = now;
  }
  const received = thread.filter((m) => m.box === 'inbox').map((m) => m.row.id);
  if (received.length) {
    await ctx.db
      .update(notifications)
      .set({ readAt: ctx.clock.now() })
      .where(
        and(
          ownNotifications(user),
          eq(notifications.type, 'RECEIVED_NEW_MESSAGE'),
          isNull(notifications.readAt),
          inArray(sql`${notifications.params}->>'messageId'`, received),
        ),
      );
  }
  const shown = await messagesFor(ctx.db, user, ctx.lang, thread);
  const message = shown.find((m) => m.id === input.id);
  if (!message) throw new Error('opened message missing from its thread');
  return { message, thread: shown };
}
