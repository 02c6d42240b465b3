import type { CodeLoginInput } from '@fis/shared/auth-schemas';
import { formatCompanyCode, parseCompanyCode } from '@fis/shared/company-code';
import type { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords.js';
import { maskEmail } from '../../lib/secrets.js';
import { findUserByEmail, type UserRow } from '../users/users-repository.js';
import { assertAccountActive } from './check-account-active.js';
import { assertNotLocked } from './code-lockout.js';
import { sendLoginCode } from './login-codes.js';

async function findByCompanyNumber(db: Executor, companyNumber: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.companyNumber, companyNumber));
  return row?.user;
}

async function findByIdentifier(db: Executor, identifier: string): Promise<UserRow | undefined> {
  const companyNumber = parseCompanyCode(identifier);
  return companyNumber === null ? findUserByEmail(db, identifier) : findByCompanyNumber(db, companyNumber);
}

/**
 * The account a sign-in try counts against. A company ID has many spellings (FIS-00012, fis-12)
 * and the company can also use its email: all of them must share one per-account limit.
 */
export async function signInAccountKey(db: Executor, identifier: string): Promise<string> {
  const companyNumber = parseCompanyCode(identifier);
  if (companyNumber === null) return identifier;
  return (await findByCompanyNumber(db, companyNumber))?.email ?? formatCompanyCode(companyNumber);
}

/** Step one of company, admin and coordinator sign-in: check the password, then email a code. */
export async function startCodeSignIn(
  ctx: UseCaseContext,
  input: Required<CodeLoginInput> & { role: typeof Role.COMPANY | typeof Role.ADMIN | typeof Role.INSTITUTION },
): Promise<{ attemptId: string; maskedEmail: string; expiresAt: string }> {
  const { role } = input;
  const user = await findByIdentifier(ctx.db, input.identifier);
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !ok || user.role !== role) throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  await assertAccountActive(ctx.db, user);
  await assertNotLocked(ctx.db, ctx.clock, user.id);
  const { attemptId, expiresAt } = await ctx.db.transaction((tx) =>
    sendLoginCode(tx, ctx, user, { rememberMe: input.rememberMe }),
  );
  return { attemptId, maskedEmail: maskEmail(user.email), expiresAt: expiresAt.toISOString() };
}
