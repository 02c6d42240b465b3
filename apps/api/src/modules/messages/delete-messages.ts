import { ErrorCode } from '@fis/shared/error-codes';
import { and, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messageRecipients, messages } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { inboxOf, sentBoxOf } from '../../policies/messages.js';

/**
 * Removes messages from the caller's own boxes only: their inbox copy or their sent copy. The
 * other side keeps theirs. All or nothing: an id not in the caller's boxes answers 404.
 */
export async function deleteMessages(ctx: SignedInContext, input: { ids: string[] }): Promise<void> {
  const { user } = ctx;
  const ids = [...new Set(input.ids)];
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const fromInbox = await tx
      .update(messageRecipients)
      .set({ deletedAt: now })
      .where(and(inboxOf(user), inArray(messageRecipients.messageId, ids)))
      .returning({ id: messageRecipients.messageId });
    const fromSent = await tx
      .update(messages)
      .set({ senderDeletedAt: now })
      .where(and(sentBoxOf(user), inArray(messages.id, ids)))
      .returning({ id: messages.id });
    const removed = new Set([...fromInbox, ...fromSent].map((row) => row.id));
    if (ids.some((id) => !removed.has(id))) throw new AppError(ErrorCode.NOT_FOUND);
  });
}
