// The keyword of the inbox and the sent box: a subject, or a person (their address as the
// message holds it, or their name: a candidate's names, a company's names, folded like every
// name search, decision 012).
import { ilike, or, type SQL, sql } from 'drizzle-orm';
import { messageRecipients, messages } from '../../db/schema.js';
import { containsPattern, foldedContainsPattern } from '../../db/sql-helpers.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { addressShownTo } from '../../policies/messages.js';

function personNamed(userIdColumn: SQL, keyword: string): SQL {
  const folded = foldedContainsPattern(keyword);
  return sql`EXISTS (SELECT 1 FROM users u
    LEFT JOIN candidate_profiles cp ON cp.user_id = u.id
    LEFT JOIN companies c ON c.user_id = u.id
    WHERE u.id = ${userIdColumn} AND (cp.search_name LIKE ${folded} OR c.search_name LIKE ${folded}))`;
}

/** Inbox rows whose subject, sender's address or sender's name holds the keyword. */
export function inboxMatches(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(
    ilike(messages.subject, pattern),
    ilike(messages.senderEmail, pattern),
    personNamed(sql`${messages.senderUserId}`, keyword),
  );
}

/**
 * Sent messages whose subject, or one recipient's address or name, holds the keyword; an address
 * the viewer may not see is not searched, so that a guess cannot be confirmed by it.
 */
export function sentMatches(keyword: string, viewer: AuthUser): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(
    ilike(messages.subject, pattern),
    sql`EXISTS (SELECT 1 FROM ${messageRecipients} r WHERE r.message_id = ${messages.id}
      AND ((r.email ILIKE ${pattern} AND ${addressShownTo(viewer, sql`r.recipient_user_id`)})
        OR ${personNamed(sql`r.recipient_user_id`, keyword)}))`,
  );
}
