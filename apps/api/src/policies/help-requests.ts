// Who may do what with need-help requests (docs/decisions/019-need-help.md): anyone, signed in or
// not, sends one; only the scheme office (the admin) lists them, reads one with its file, and
// answers. The routes check the role on request; the use cases ask here again, so that no other
// caller of them can skip it. A sender never reads their request back: the answer comes by email.
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';

export function mayHandleHelpRequests(user: AuthUser | null): boolean {
  return user?.role === Role.ADMIN;
}

export function assertMayHandleHelpRequests(user: AuthUser | null): asserts user is AuthUser {
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (!mayHandleHelpRequests(user)) throw new AppError(ErrorCode.FORBIDDEN);
}

/** Whose account a request is filed under: the signed-in sender's, whatever address they typed. */
export function senderAccountOf(user: AuthUser | null): string | null {
  return user?.id ?? null;
}
