// Who may act on accounts, the admin team and the audit log (docs/decisions/024-admin-accounts.md).
// Only the scheme office (an admin) does any of it; the routes check the role on request and the
// use cases ask here again, so that no other caller of them can skip it.
//
// - Suspend, restore, delete and resend verification act on candidate and company accounts only:
//   an admin account is managed on the team page (invite, remove), never suspended.
// - The team: any admin invites another and removes any member, themself included (leaving the
//   team), but never the last active admin (remove-admin.ts checks it under a lock).
// - The audit log: read and exported by admins; no one changes it (the database refuses too).
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { inArray, type SQL } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';

export function mayManageAccounts(user: AuthUser | null): boolean {
  return user?.role === Role.ADMIN;
}

export function assertMayManageAccounts(user: AuthUser | null): asserts user is AuthUser {
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (!mayManageAccounts(user)) throw new AppError(ErrorCode.FORBIDDEN);
}

/** The accounts the account actions reach (rows of `users`): candidates and companies; an admin's id is 404. */
export function managedAccounts(): SQL {
  return inArray(users.role, [Role.CANDIDATE, Role.COMPANY]);
}
