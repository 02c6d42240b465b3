import { MESSAGE_SUGGESTIONS } from '@fis/shared/limits';
import type { EmailSuggestions } from '@fis/shared/message-schemas';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateProfiles, companies, users } from '../../db/schema.js';
import { containsPattern, foldedContainsPattern } from '../../db/sql-helpers.js';
import { writableUsers } from '../../policies/messages.js';
import { peopleIn, personColumns } from './messages-repository.js';

/**
 * Addresses the caller may write to whose address or name holds the keyword, at most
 * MESSAGE_SUGGESTIONS: an address outside that set is never suggested, registered or not.
 */
export async function searchRecipientEmails(
  ctx: SignedInContext,
  input: { keyword: string },
): Promise<EmailSuggestions> {
  const matches: SQL | undefined = input.keyword
    ? or(
        ilike(users.email, containsPattern(input.keyword)),
        ilike(candidateProfiles.searchName, foldedContainsPattern(input.keyword)),
        ilike(companies.searchName, foldedContainsPattern(input.keyword)),
      )
    : undefined;
  const rows = await ctx.db
    .select(personColumns)
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(and(writableUsers(ctx.user), matches))
    .orderBy(asc(users.email))
    .limit(MESSAGE_SUGGESTIONS);
  return { items: await peopleIn(ctx.lang, rows) };
}
