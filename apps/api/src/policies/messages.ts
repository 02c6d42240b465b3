// Who may write to whom, and which messages and documents a caller reads
// (docs/decisions/015-messages.md). Someone else's message answers 404 because every query of a
// box is limited by these conditions; an address outside the writable set answers
// 'Email doesn't exist' whether or not an account has it.
//
// - The admin (the scheme office) writes to any active account, and any account to the admin.
// - A company writes to candidates who applied to one of its jobs (any stage after applying), and
//   to those who wrote to it. A candidate it invited from a job's recommended candidates
//   (docs/decisions/027) has done neither: their address is kept from the company, which may
//   write again once they reply or apply (candidateContactOpen).
// - A candidate writes to companies they applied to, and to those that invited them.
// - Anyone replies to the sender of a message they received (reply-message.ts).
import { Role, UserStatus } from '@fis/shared/enums';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { messageDocuments, messageRecipients, messages, users } from '../db/schema.js';
import type { AuthUser } from '../lib/auth-user.js';
import { isApplied } from '../modules/applications/stage-sql.js';
import { hasApplicant } from './company-candidates.js';

/**
 * Whether a company's account may know this candidate's contact details (their email): the
 * candidate applied to one of its jobs, or wrote to it (a reply to an invitation included) and
 * one of them still keeps that message. An invitation alone opens nothing (docs/decisions/027).
 * Each side's box is read through its own index (the company's inbox, the candidate's sent box).
 */
export function candidateContactOpen(companyUserId: string, candidateId: SQL): SQL {
  return sql`(EXISTS (SELECT 1 FROM companies c WHERE c.user_id = ${companyUserId} AND ${hasApplicant(sql`c.id`, candidateId)})
    OR EXISTS (SELECT 1 FROM message_recipients mr JOIN messages m ON m.id = mr.message_id
      WHERE mr.recipient_user_id = ${companyUserId} AND mr.deleted_at IS NULL AND m.sender_user_id = ${candidateId})
    OR EXISTS (SELECT 1 FROM messages m JOIN message_recipients mr ON mr.message_id = m.id
      WHERE m.sender_user_id = ${candidateId} AND m.sender_deleted_at IS NULL AND mr.recipient_user_id = ${companyUserId}))`;
}

/**
 * Whether the viewer may see the address of this account (a message's recipient or sender): a
 * company sees a candidate's only while candidateContactOpen; everyone else sees every address.
 */
export function addressShownTo(viewer: AuthUser, userId: SQL): SQL {
  if (viewer.role !== Role.COMPANY) return sql`TRUE`;
  return sql`(NOT EXISTS (SELECT 1 FROM users su WHERE su.id = ${userId} AND su.role = ${Role.CANDIDATE})
    OR ${candidateContactOpen(viewer.id, userId)})`;
}

/** Of these accounts, those whose address the viewer may not see (addressShownTo). */
export async function hiddenAddresses(db: Executor, viewer: AuthUser, userIds: string[]): Promise<Set<string>> {
  if (viewer.role !== Role.COMPANY || userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), sql`NOT ${addressShownTo(viewer, sql`${users.id}`)}`));
  return new Set(rows.map((row) => row.id));
}

/** The accounts (rows of `users`) the caller may start a message to or forward one to. */
export function writableUsers(user: AuthUser): SQL {
  const active = sql`${users.status} = ${UserStatus.ACTIVE} AND ${users.id} <> ${user.id}`;
  if (user.role === Role.ADMIN) return active;
  const toAdmin = sql`${users.role} = ${Role.ADMIN}`;
  if (user.role === Role.COMPANY) {
    return sql`${active} AND (${toAdmin} OR (${users.role} = ${Role.CANDIDATE} AND ${candidateContactOpen(user.id, sql`${users.id}`)}))`;
  }
  return sql`${active} AND (${toAdmin} OR (${users.role} = ${Role.COMPANY} AND EXISTS (
    SELECT 1 FROM applications a JOIN companies c ON c.id = a.company_id
    WHERE a.candidate_id = ${user.id} AND c.user_id = ${users.id} AND ${isApplied('a.stage')})
  OR EXISTS (SELECT 1 FROM recommendation_invitations ri JOIN jobs ij ON ij.id = ri.job_id
    JOIN companies c ON c.id = ij.company_id WHERE ri.candidate_id = ${user.id} AND c.user_id = ${users.id})))`;
}

/** The caller's inbox: messages they received and have not deleted. */
export function inboxOf(user: AuthUser): SQL {
  return and(eq(messageRecipients.recipientUserId, user.id), isNull(messageRecipients.deletedAt)) as SQL;
}

/** The caller's sent box: messages they sent and have not deleted. */
export function sentBoxOf(user: AuthUser): SQL {
  return and(eq(messages.senderUserId, user.id), isNull(messages.senderDeletedAt)) as SQL;
}

/**
 * Whether the viewer received, and still keeps, a message carrying this document: a recipient
 * opens the documents of a message they received (the view is audited by open-media.ts).
 */
export async function mayReadMessageDocument(db: Executor, viewer: AuthUser, mediaId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(messageDocuments)
    .innerJoin(messageRecipients, eq(messageRecipients.messageId, messageDocuments.messageId))
    .where(and(eq(messageDocuments.mediaId, mediaId), inboxOf(viewer)))
    .limit(1);
  return row !== undefined;
}

/**
 * Which of the original's documents a forward carries: the forwarder's own always; someone
 * else's only to the scheme office, so that a candidate's files never travel to other
 * candidates or companies by a forward.
 */
export function forwardableDocuments<T extends { ownerUserId: string }>(
  forwarder: AuthUser,
  documents: T[],
  recipientRoles: Role[],
): T[] {
  const allAdmins = recipientRoles.every((role) => role === Role.ADMIN);
  return documents.filter((doc) => doc.ownerUserId === forwarder.id || allAdmins);
}
