import type { MessageListFilters, MessagePage } from '@fis/shared/message-schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messageRecipients, messages } from '../../db/schema.js';
import { inboxOf } from '../../policies/messages.js';
import { inboxMatches } from './message-search.js';
import { messagesFor } from './messages-repository.js';

/** The caller's inbox, newest first, searched by subject or sender, paged. */
export async function listInbox(ctx: SignedInContext, query: MessageListFilters): Promise<MessagePage> {
  const { user } = ctx;
  const where = and(inboxOf(user), inboxMatches(query.keyword));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({ row: messages, readAt: messageRecipients.readAt })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(where)
      .orderBy(desc(messageRecipients.createdAt), desc(messageRecipients.messageId))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    ctx.db
      .select({ total: count() })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(where),
  ]);
  const items = await messagesFor(
    ctx.db,
    user,
    ctx.lang,
    rows.map((r) => ({ ...r, box: 'inbox' as const })),
  );
  return { items, total: totals?.total ?? 0, page: query.page, take: query.take };
}
