import type { AccountSummary } from '@fis/shared/admin-account-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { candidateProfiles, companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { assertMayManageAccounts, managedAccounts } from '../../policies/admin-accounts.js';

/** A candidate's or company's account as the admin portal shows it; an admin's or unknown id is 404. */
export async function readAccount(db: Executor, userId: string): Promise<AccountSummary> {
  const [row] = await db
    .select({
      user: users,
      candidateName: candidateProfiles.englishName,
      companyId: companies.id,
      companyName: companies.companyName,
      approvalStatus: companies.approvalStatus,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(and(eq(users.id, userId), managedAccounts()));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    name: row.candidateName ?? row.companyName ?? null,
    companyId: row.companyId ?? null,
    approvalStatus: row.approvalStatus ?? null,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export async function getAccount(ctx: SignedInContext, input: { userId: string }): Promise<AccountSummary> {
  assertMayManageAccounts(ctx.user);
  return readAccount(ctx.db, input.userId);
}
