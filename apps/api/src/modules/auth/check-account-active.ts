import { ApprovalStatus, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/users-repository.js';

/**
 * After a correct password: deleted, suspended, unverified and unapproved accounts cannot sign in;
 * an invited admin has no password of their own until they accept (docs/decisions/024).
 */
export async function assertAccountActive(db: Executor, user: UserRow): Promise<void> {
  if (user.status === UserStatus.DELETED) throw new AppError(ErrorCode.ACCOUNT_DELETED);
  if (user.status === UserStatus.SUSPENDED) throw new AppError(ErrorCode.ACCOUNT_SUSPENDED);
  if (user.status !== UserStatus.ACTIVE) throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  if (user.role === Role.CANDIDATE && !user.emailVerifiedAt) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED);
  if (user.role === Role.COMPANY) {
    const [company] = await db
      .select({ approvalStatus: companies.approvalStatus })
      .from(companies)
      .where(eq(companies.userId, user.id));
    if (company?.approvalStatus !== ApprovalStatus.APPROVED) throw new AppError(ErrorCode.ACCOUNT_NOT_ACTIVATED);
  }
}
