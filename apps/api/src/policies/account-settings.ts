// Who has which settings (docs/decisions/018). Every setting is the caller's own account: no call
// takes another user's id, so there is no one else's record to reach, save the one-click link below.
import { ROLE_VALUES, Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { Executor } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { isUnsubscribeToken } from '../mail/unsubscribe-link.js';
import { findUserById, type UserRow } from '../modules/users/users-repository.js';

/** The notification emails' switch: SPEC's roles, whose accounts receive notifications. */
export const EMAIL_NOTIFICATION_ROLES: Role[] = [Role.CANDIDATE, Role.ADMIN, Role.COMPANY];

/** The emails' language: every account, an institution's coordinator's too (docs/decisions/061). */
export const EMAIL_LANGUAGE_ROLES: Role[] = [...ROLE_VALUES];

/**
 * Changing the sign-in email with a code: the two areas with a settings page. Administrator
 * accounts are made and changed with the create-admin command, not from the portal.
 */
export const EMAIL_CHANGE_ROLES: Role[] = [Role.CANDIDATE, Role.COMPANY];

/** The contact person's details belong to a company account. */
export const CONTACT_PERSON_ROLES: Role[] = [Role.COMPANY];

/**
 * The one exception: the one-click unsubscribe link of a notification email (docs/decisions/036)
 * turns that email's own recipient's notification emails off without signing in. Its token is
 * the proof (mail/unsubscribe-link.ts); a token that is not the named user's, or a user who no
 * longer exists, is a link that does not work, never a sign of whose account exists.
 */
export async function unsubscribeLinkOwner(
  db: Executor,
  secret: string,
  link: { user: string; token: string },
): Promise<UserRow> {
  const owner = isUnsubscribeToken(secret, link.user, link.token) ? await findUserById(db, link.user) : undefined;
  if (!owner) throw new AppError(ErrorCode.LINK_INVALID);
  return owner;
}
