// Reading messages as one caller sees them: the sender, the recipients (all of them for the
// sender; only themselves for a recipient, so that a message to several people never shows them
// to each other), the documents and what a forward carries. A candidate's address is left out
// for a company that may not know it yet (policies/messages.ts addressShownTo).
import { companyNameIn } from '@fis/shared/company-name';
import type { Language } from '@fis/shared/enums';
import type { Message, MessagePerson } from '@fis/shared/message-schemas';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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
import type { AuthUser } from '../../lib/auth-user.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { hiddenAddresses } from '../../policies/messages.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';

export type MessageRow = typeof messages.$inferSelect;

/** A person's name as a message's notification gives it: a candidate's English name, a company's name; the admin none. */
export const personNameSql = sql<string | null>`coalesce(${candidateProfiles.englishName}, ${companyNameSql})`;

/** What naming a person takes, over users joined to their candidate profile and company. */
export const personColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  candidateName: candidateProfiles.englishName,
  companyName: companyNameSql,
  companyNameZh: companies.nameZh,
};

type PersonRow = {
  id: string;
  email: string;
  role: number;
  candidateName: string | null;
  companyName: string | null;
  companyNameZh: string | null;
};

/**
 * The people of these rows as a reader of `lang` sees them: a candidate by their English name, a
 * company by its name in the reader's language and Chinese script (companyNameIn, as the bell
 * names it), the admin by no name.
 */
export async function peopleIn(
  lang: Language,
  rows: PersonRow[],
): Promise<(MessagePerson & { id: string; email: string })[]> {
  const reader = await readerScript(lang);
  return rows.map(({ candidateName, companyName, companyNameZh, ...person }) => {
    if (candidateName !== null || companyName === null) return { ...person, name: candidateName };
    const names = inReaderScript(reader, { name: companyName, nameZh: companyNameZh }, ['name', 'nameZh']);
    return { ...person, name: companyNameIn(names, lang) };
  });
}

/** The people of these user ids, by id, named for a reader of `lang`. */
export async function peopleByIds(db: Executor, ids: string[], lang: Language): Promise<Map<string, MessagePerson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(personColumns)
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map((await peopleIn(lang, rows)).map((person) => [person.id, person]));
}

function senderOf(row: MessageRow, people: Map<string, MessagePerson>): MessagePerson {
  const known = row.senderUserId ? people.get(row.senderUserId) : undefined;
  return known ?? { id: null, email: row.senderEmail, name: null, role: null };
}

/**
 * These messages as `viewer` sees them (people named in `lang`), in the order given. Each row says whether it is in the
 * viewer's sent box or their inbox (and then whether they have read it).
 */
export async function messagesFor(
  db: Executor,
  viewer: AuthUser,
  lang: Language,
  rows: { row: MessageRow; box: 'inbox' | 'sent'; readAt: Date | null }[],
): Promise<Message[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.row.id);
  const forwardedIds = rows.flatMap((r) => (r.row.forwardedFromId ? [r.row.forwardedFromId] : []));
  const [recipients, documents, originals] = await Promise.all([
    db
      .select({
        messageId: messageRecipients.messageId,
        userId: messageRecipients.recipientUserId,
        email: messageRecipients.email,
      })
      .from(messageRecipients)
      .where(inArray(messageRecipients.messageId, ids))
      .orderBy(asc(messageRecipients.position)),
    db
      .select({
        messageId: messageDocuments.messageId,
        id: media.id,
        name: media.originalName,
        mimeType: media.mimeType,
        sizeBytes: media.sizeBytes,
      })
      .from(messageDocuments)
      .innerJoin(media, eq(media.id, messageDocuments.mediaId))
      .where(and(inArray(messageDocuments.messageId, ids), isNull(media.deletedAt)))
      .orderBy(asc(messageDocuments.position)),
    forwardedIds.length ? db.select().from(messages).where(inArray(messages.id, forwardedIds)) : Promise.resolve([]),
  ]);
  const personIds = [
    ...rows.flatMap((r) => (r.row.senderUserId ? [r.row.senderUserId] : [])),
    ...originals.flatMap((o) => (o.senderUserId ? [o.senderUserId] : [])),
    ...recipients.map((r) => r.userId),
  ];
  const [people, hidden] = await Promise.all([
    peopleByIds(db, personIds, lang),
    hiddenAddresses(db, viewer, personIds),
  ]);
  for (const id of hidden) {
    const person = people.get(id);
    if (person) people.set(id, { ...person, email: null });
  }
  const originalById = new Map(originals.map((o) => [o.id, o]));
  return rows.map(({ row, box, readAt }) => {
    const shown = recipients.filter((r) => r.messageId === row.id && (box === 'sent' || r.userId === viewer.id));
    const docs = documents.filter((d) => d.messageId === row.id).map(({ messageId: _, ...doc }) => doc);
    const original = row.forwardedFromId ? originalById.get(row.forwardedFromId) : undefined;
    return {
      id: row.id,
      threadId: row.threadId,
      replyToId: row.replyToId,
      subject: row.subject,
      description: row.description,
      sender: senderOf(row, people),
      recipients: shown.map((r) => {
        const person = people.get(r.userId);
        const email = hidden.has(r.userId) ? null : r.email;
        return { id: r.userId, email, name: person?.name ?? null, role: person?.role ?? null };
      }),
      read: box === 'sent' || readAt !== null,
      documents: docs,
      documentCount: docs.length,
      forwarded: original
        ? {
            id: original.id,
            subject: original.subject,
            description: original.description,
            sender: senderOf(original, people),
            createdAt: original.createdAt.toISOString(),
          }
        : null,
      box,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
