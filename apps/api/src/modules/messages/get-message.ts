import type { MessageDetail } from '@fis/shared/message-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messages } from '../../db/schema.js';
import { findMessageInBoxes, messagesInBoxes } from './find-message.js';
import { messagesFor } from './messages-repository.js';

/**
 * One message of the caller's boxes with its thread as their boxes hold it, oldest first. Reading
 * it marks nothing read (mark-thread-read.ts does, docs/decisions/047).
 */
export async function getMessage(ctx: SignedInContext, input: { id: string }): Promise<MessageDetail> {
  const { user } = ctx;
  const opened = await findMessageInBoxes(ctx.db, user, input.id);
  const thread = await messagesInBoxes(ctx.db, user, eq(messages.threadId, opened.row.threadId));
  const shown = await messagesFor(ctx.db, user, ctx.lang, thread);
  const message = shown.find((m) => m.id === input.id);
  if (!message) throw new Error('opened message missing from its thread');
  return { message, thread: shown };
}
