import { UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { Message, replyMessageInputSchema } from '@fis/shared/message-schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deliverMessage, ownDocuments, type Recipient } from './deliver-message.js';
import { findMessageInBoxes } from './find-message.js';
import { messagesFor } from './messages-repository.js';

/**
 * A reply to the sender of a message the caller received, in its thread and under its subject.
 * Anyone may reply to what they received, whoever they may otherwise write to; the reply holds
 * only what the replier wrote (the thread shows the rest).
 */
export async function replyToMessage(
  ctx: SignedInContext,
  input: z.output<typeof replyMessageInputSchema>,
): Promise<Message> {
  const { user } = ctx;
  return ctx.db.transaction(async (tx) => {
    const original = await findMessageInBoxes(tx, user, input.messageId);
    if (original.box !== 'inbox') throw new AppError(ErrorCode.NOT_FOUND);
    const senderId = original.row.senderUserId;
    const [sender] = senderId
      ? await tx
          .select({ id: users.id, email: users.email, role: users.role, status: users.status })
          .from(users)
          .where(eq(users.id, senderId))
      : [];
    // The sender's account is gone: the same answer as any address one cannot write to.
    if (!sender || sender.status !== UserStatus.ACTIVE) {
      throw new AppError(ErrorCode.EMAIL_NOT_FOUND, { field: 'messageId' });
    }
    const recipient: Recipient = { id: sender.id, email: sender.email, role: sender.role as Recipient['role'] };
    const documentIds = await ownDocuments(tx, user, input.documentIds);
    const row = await deliverMessage(tx, ctx, user, {
      recipients: [recipient],
      subject: original.row.subject,
      description: input.description,
      documentIds,
      threadId: original.row.threadId,
      replyToId: original.row.id,
    });
    const [message] = await messagesFor(tx, user, ctx.lang, [{ row, box: 'sent', readAt: null }]);
    if (!message) throw new Error('reply not found');
    return message;
  });
}
