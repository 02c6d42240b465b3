// What sending, replying and forwarding share: the recipients the sender may write to, the
// sender's own documents, and the message stored with a RECEIVED_NEW_MESSAGE notification (and,
// when wanted, its email) for each recipient, all in the caller's transaction.
import { randomUUID } from 'node:crypto';
import type { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  candidateProfiles,
  companies,
  media,
  messageDocuments,
  messageRecipients,
  messages,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { writableUsers } from '../../policies/messages.js';
import type { Services } from '../../services.js';
import { notify } from '../notifications/notify.js';
import { personNameSql } from './messages-repository.js';

export interface Recipient {
  id: string;
  email: string;
  role: Role;
}

/**
 * The accounts of these addresses, in order, if the sender may write to each. Any other address
 * answers 'Email doesn't exist' on its field, registered or not: one query either way.
 */
export async function writableRecipients(db: Executor, sender: AuthUser, emails: string[]): Promise<Recipient[]> {
  const lowered = emails.map((e) => e.toLowerCase());
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, lowered), writableUsers(sender)));
  const byEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row]));
  return lowered.map((email, i) => {
    const row = byEmail.get(email);
    if (!row) throw new AppError(ErrorCode.EMAIL_NOT_FOUND, { field: `recipients.${i}` });
    return { id: row.id, email: row.email, role: row.role as Role };
  });
}

/**
 * The sender's own live documents of these ids; any other id is a bad field. Their rows are
 * held until the message is stored, so that a concurrent delete of one of them either waits and
 * then finds the message (409), or wins and the file is refused here.
 */
export async function ownDocuments(db: Executor, sender: AuthUser, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, ids),
        eq(media.ownerUserId, sender.id),
        eq(media.visibility, 'private'),
        isNull(media.deletedAt),
      ),
    )
    .for('share');
  const found = new Set(rows.map((row) => row.id));
  ids.forEach((id, i) => {
    if (!found.has(id)) throw new AppError(ErrorCode.MESSAGE_DOCUMENT_INVALID, { field: `documentIds.${i}` });
  });
  return ids;
}

export interface NewMessage {
  recipients: Recipient[];
  subject: string;
  description: string;
  documentIds: string[];
  threadId?: string;
  replyToId?: string;
  forwardedFromId?: string;
}

/** Stores the message and tells each recipient. Returns the stored row. */
export async function deliverMessage(tx: Executor, svc: Services, sender: AuthUser, input: NewMessage) {
  const [from] = await tx
    .select({
      email: users.email,
      name: personNameSql,
      companyName: companies.companyName,
      companyNameZh: companies.nameZh,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, sender.id));
  if (!from) throw new AppError(ErrorCode.UNAUTHORIZED);
  const id = randomUUID();
  const now = svc.clock.now();
  const [row] = await tx
    .insert(messages)
    .values({
      id,
      senderUserId: sender.id,
      senderEmail: from.email,
      threadId: input.threadId ?? id,
      replyToId: input.replyToId ?? null,
      forwardedFromId: input.forwardedFromId ?? null,
      subject: input.subject,
      description: input.description,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('message insert returned no row');
  await tx.insert(messageRecipients).values(
    input.recipients.map((r, position) => ({
      messageId: id,
      recipientUserId: r.id,
      email: r.email,
      position,
      createdAt: now,
    })),
  );
  if (input.documentIds.length) {
    await tx
      .insert(messageDocuments)
      .values(input.documentIds.map((mediaId, position) => ({ messageId: id, mediaId, position })));
  }
  for (const recipient of input.recipients) {
    await notify(tx, svc, {
      recipientId: recipient.id,
      type: 'RECEIVED_NEW_MESSAGE',
      senderId: sender.id,
      params: {
        subject: input.subject,
        messageId: id,
        ...(from.name ? { senderName: from.name } : {}),
        // A company is named in the reader's language (its Chinese name for zh and cn).
        ...(from.companyName ? { companyName: from.name ?? from.companyName } : {}),
        ...(from.companyNameZh ? { companyNameZh: from.companyNameZh } : {}),
      },
      messageId: id,
    });
  }
  return row;
}
