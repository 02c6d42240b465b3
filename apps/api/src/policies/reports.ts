// Who reads the funder's reports (docs/decisions/042): the scheme office (an admin) only. The
// routes check the role on request; the use cases ask here again, so no other caller skips it.
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';

export function assertMayReadReports(user: AuthUser | null): asserts user is AuthUser {
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (user.role !== Role.ADMIN) throw new AppError(ErrorCode.FORBIDDEN);
}
