// Who may do what with the scheme's rounds (docs/decisions/039): everyone, signed in or not,
// reads the current and upcoming rounds (the landing page, the job form, the apply page); only
// the scheme office (the admin) lists them all and creates, edits or deletes one.
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';

export function assertMayManageRounds(user: AuthUser | null): asserts user is AuthUser {
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (user.role !== Role.ADMIN) throw new AppError(ErrorCode.FORBIDDEN);
}
