import type { MessageListFilters, MessagePage } from '@fis/shared/message-schemas';
import { and, count, desc } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messages } from '../../db/schema.js';
import { sentBoxOf } from '../../policies/messages.js';
import { sentMatches } from './message-search.js';
import { messagesFor } from './messages-repository.js';

/** The caller's sent box, newest first, searched by subject or recipient, paged. */
export async function listSentMessages(ctx: SignedInContext, query: MessageListFilters): Promise<MessagePage> {
  const { user } = ctx;
  const where = and(sentBoxOf(user), sentMatches(query.keyword, user));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    ctx.db.select({ total: count() }).from(messages).where(where),
  ]);
  const items = await messagesFor(
    ctx.db,
    user,
    ctx.lang,
    rows.map((row) => ({ row, box: 'sent' as const, readAt: null })),
  );
  return { items, total: totals?.total ?? 0, page: query.page, take: query.take };
}
