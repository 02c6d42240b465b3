import { and, count, isNull } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messageRecipients } from '../../db/schema.js';
import { inboxOf } from '../../policies/messages.js';

/** How many messages of the caller's inbox they have not opened. */
export async function countUnreadMessages(ctx: SignedInContext): Promise<{ count: number }> {
  const [row] = await ctx.db
    .select({ count: count() })
    .from(messageRecipients)
    .where(and(inboxOf(ctx.user), isNull(messageRecipients.readAt)));
  return { count: row?.count ?? 0 };
}
