import type { forwardMessageInputSchema, Message } from '@fis/shared/message-schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedInContext } from '../../context.js';
import { media, messageDocuments } from '../../db/schema.js';
import { forwardableDocuments } from '../../policies/messages.js';
import { deliverMessage, writableRecipients } from './deliver-message.js';
import { findMessageInBoxes } from './find-message.js';
import { messagesFor } from './messages-repository.js';

/**
 * A message of the caller's boxes carried to new recipients the caller may write to, with the
 * forwarder's note; its documents travel as policies/messages.ts forwardableDocuments allows.
 * The forward starts its own thread; the original is shown in it as its sender wrote it.
 */
export async function forwardMessage(
  ctx: SignedInContext,
  input: z.output<typeof forwardMessageInputSchema>,
): Promise<Message> {
  const { user } = ctx;
  return ctx.db.transaction(async (tx) => {
    const original = await findMessageInBoxes(tx, user, input.messageId);
    const recipients = await writableRecipients(tx, user, input.recipients);
    const documents = await tx
      .select({ id: media.id, ownerUserId: media.ownerUserId })
      .from(messageDocuments)
      .innerJoin(media, eq(media.id, messageDocuments.mediaId))
      .where(and(eq(messageDocuments.messageId, original.row.id), isNull(media.deletedAt)))
      .orderBy(asc(messageDocuments.position));
    const carried = forwardableDocuments(
      user,
      documents,
      recipients.map((r) => r.role),
    );
    const row = await deliverMessage(tx, ctx, user, {
      recipients,
      subject: original.row.subject,
      description: input.description,
      documentIds: carried.map((d) => d.id),
      forwardedFromId: original.row.id,
    });
    const [message] = await messagesFor(tx, user, ctx.lang, [{ row, box: 'sent', readAt: null }]);
    if (!message) throw new Error('forward not found');
    return message;
  });
}
