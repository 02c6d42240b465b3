import type { AccountSummary } from '@fis/shared/admin-account-schemas';
import { UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, desc, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { auditLog, candidateProfiles, companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { assertMayManageAccounts, managedAccounts } from '../../policies/admin-accounts.js';

/** The suspension in force: its audit entry, the one record of the reason (decision 024). */
async function lastSuspension(db: Executor, userId: string): Promise<AccountSummary['suspension']> {
  const [entry] = await db
    .select({ details: auditLog.details, at: auditLog.createdAt, byEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId), eq(auditLog.action, 'user.suspended')))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  if (!entry) return null;
  const { reason } = (entry.details ?? {}) as { reason?: string };
  return { reason: reason ?? '', byEmail: entry.byEmail, at: entry.at.toISOString() };
}

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
    suspension: user.status === UserStatus.SUSPENDED ? await lastSuspension(db, userId) : null,
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
