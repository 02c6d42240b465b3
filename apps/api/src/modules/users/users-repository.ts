import { companyNameIn } from '@fis/shared/company-name';
import { type Language, Role } from '@fis/shared/enums';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { candidateProfiles, companies, users } from '../../db/schema.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { mediaUrl } from '../media/media-repository.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/**
 * The name a user is shown and greeted by in `language`: a candidate's English name; a company's
 * name as companyNameIn picks it everywhere else (its Chinese name for zh and cn when it gave one).
 * As written: it is the account's own name, as on its own profile.
 */
export async function displayNameOf(
  db: Executor,
  user: Pick<UserRow, 'id' | 'role' | 'email'>,
  language: Language,
): Promise<string> {
  const [candidate] = await db
    .select({ name: candidateProfiles.englishName })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, user.id));
  if (candidate) return candidate.name;
  const [company] = await db
    .select({ name: companyNameSql, nameZh: companies.nameZh })
    .from(companies)
    .where(eq(companies.userId, user.id));
  return company ? companyNameIn(company, language) : user.email;
}

/** The picture of the user's header menu: a candidate's photo, a company's logo (public images). */
export async function pictureUrlOf(db: Executor, user: Pick<UserRow, 'id' | 'role'>): Promise<string | null> {
  const [row] =
    user.role === Role.CANDIDATE
      ? await db
          .select({ mediaId: candidateProfiles.avatarMediaId })
          .from(candidateProfiles)
          .where(eq(candidateProfiles.userId, user.id))
      : user.role === Role.COMPANY
        ? await db.select({ mediaId: companies.logoMediaId }).from(companies).where(eq(companies.userId, user.id))
        : [];
  return row?.mediaId ? mediaUrl(row.mediaId) : null;
}

/** Ends every session of the user: tokens carry the version they were issued with. */
export async function revokeSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
