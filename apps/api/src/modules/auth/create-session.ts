import type { CurrentUser, Session } from '@fis/shared/auth-schemas';
import type { Language } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { issueToken } from '../../lib/session-tokens.js';
import type { Services } from '../../services.js';
import { displayNameOf, pictureUrlOf, type UserRow } from '../users/users-repository.js';

/** The account as the apps show it, its name in the language of the request (`language`). */
export async function toCurrentUser(db: Executor, user: UserRow, language: Language): Promise<CurrentUser> {
  return {
    id: user.id,
    role: user.role as CurrentUser['role'],
    email: user.email,
    isFirstLogin: user.isFirstLogin,
    displayName: await displayNameOf(db, user, language),
    pictureUrl: await pictureUrlOf(db, user),
    emailLanguage: user.emailLanguage as Language,
    emailNotification: user.emailNotification,
  };
}

/** Issues a bearer token for a user who has passed every sign-in step. */
export async function createSession(
  svc: Pick<Services, 'db' | 'clock' | 'config'> & { lang: Language },
  user: UserRow,
  rememberMe: boolean,
): Promise<Session> {
  const { token, expiresAt } = await issueToken(
    svc.config.tokenSecret,
    svc.clock,
    { sub: user.id, role: user.role, tv: user.tokenVersion },
    rememberMe,
  );
  await svc.db.update(users).set({ lastLoginAt: svc.clock.now() }).where(eq(users.id, user.id));
  return { token, expiresAt: expiresAt.toISOString(), user: await toCurrentUser(svc.db, user, svc.lang) };
}
