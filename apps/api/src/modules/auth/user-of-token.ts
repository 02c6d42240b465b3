// The one check of a bearer token, for HTTP routes and the real-time socket alike: signature and
// expiry, then the account, which must still be active and at the token's version (signing out,
// a password change or reset and deletion bump it, ending every session at once). A suspended
// account's token answers ACCOUNT_SUSPENDED instead of a bare refusal.
import { type Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { sql } from 'drizzle-orm';
import { executePrepared, rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readToken } from '../../lib/session-tokens.js';
import type { Services } from '../../services.js';

export async function userOfToken(
  svc: Pick<Services, 'config' | 'clock' | 'db'>,
  token: string | undefined,
): Promise<AuthUser | null> {
  if (!token) return null;
  const claims = await readToken(svc.config.tokenSecret, svc.clock, token);
  if (!claims) return null;
  // Every signed-in request asks this: the few columns it needs, as a prepared statement.
  const [user] = rowsOf<{ id: string; role: number; status: number; token_version: number }>(
    await executePrepared(svc.db, sql`SELECT id, role, status, token_version FROM users WHERE id = ${claims.sub}`),
  );
  if (!user) return null;
  // The holder of a session that suspension ended is told why, so the page they have open can say
  // so and whom to contact (decision 024). Suspension moved the version on, so a token of the
  // account is enough: it says no more than signing in with the password would.
  if (user.status === UserStatus.SUSPENDED) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED);
  if (user.status !== UserStatus.ACTIVE || user.token_version !== claims.tv) return null;
  return { id: user.id, role: user.role as Role };
}
