import type { Message, sendMessageInputSchema } from '@fis/shared/message-schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../../context.js';
import { deliverMessage, ownDocuments, writableRecipients } from './deliver-message.js';
import { messagesFor } from './messages-repository.js';

/** A new message, starting its own thread, to recipients the sender may write to. */
export async function sendMessage(
  ctx: SignedInContext,
  input: z.output<typeof sendMessageInputSchema>,
): Promise<Message> {
  const { user } = ctx;
  return ctx.db.transaction(async (tx) => {
    const recipients = await writableRecipients(tx, user, input.recipients);
    const documentIds = await ownDocuments(tx, user, input.documentIds);
    const row = await deliverMessage(tx, ctx, user, {
      recipients,
      subject: input.subject,
      description: input.description,
      documentIds,
    });
    const [message] = await messagesFor(tx, user, ctx.lang, [{ row, box: 'sent', readAt: null }]);
    if (!message) throw new Error('sent message not found');
    return message;
  });
}
