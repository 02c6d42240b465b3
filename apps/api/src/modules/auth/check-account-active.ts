import { ApprovalStatus, Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/users-repository.js';

/** After a correct password: deleted, unverified and unapproved accounts cannot sign in. */
export async function assertAccountActive(db: Executor, user: UserRow): Promise<void> {
  if (user.status === UserStatus.DELETED) throw new AppError(ErrorCode.ACCOUNT_DELETED);
  if (user.role === Role.CANDIDATE && !user.emailVerifiedAt) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED);
  if (user.role === Role.COMPANY) {
    const [company] = await db
      .select({ approvalStatus: companies.approvalStatus })
      .from(companies)
      .where(eq(companies.userId, user.id));
    if (company?.approvalStatus !== ApprovalStatus.APPROVED) throw new AppError(ErrorCode.ACCOUNT_NOT_ACTIVATED);
  }
}
