import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messageRecipients, messages, notifications } from '../../db/schema.js';
import { inboxOf } from '../../policies/messages.js';
import { ownNotifications } from '../../policies/notifications.js';
import { findMessageInBoxes, messagesInBoxes } from './find-message.js';

/**
 * POST /v1/contact/{id}/read: the caller has seen the thread of one message of their boxes, so what
 * they received in it is read, and so is the bell's RECEIVED_NEW_MESSAGE of each of those messages.
 * Reading the thread (GET) changes nothing, so that a page may be fetched before it is shown
 * (docs/decisions/047); the page calls this once it shows unread messages.
 */
export async function markThreadRead(ctx: SignedInContext, input: { id: string }): Promise<void> {
  const { user } = ctx;
  const opened = await findMessageInBoxes(ctx.db, user, input.id);
  const thread = await messagesInBoxes(ctx.db, user, eq(messages.threadId, opened.row.threadId));
  const received = thread.filter((m) => m.box === 'inbox').map((m) => m.row.id);
  if (!received.length) return;
  const now = ctx.clock.now();
  await ctx.db
    .update(messageRecipients)
    .set({ readAt: now })
    .where(and(inboxOf(user), isNull(messageRecipients.readAt), inArray(messageRecipients.messageId, received)));
  await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        ownNotifications(user),
        eq(notifications.type, 'RECEIVED_NEW_MESSAGE'),
        isNull(notifications.readAt),
        inArray(sql`${notifications.params}->>'messageId'`, received),
      ),
    );
}
