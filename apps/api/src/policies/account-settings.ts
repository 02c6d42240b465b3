// Who has which settings (docs/decisions/018). Every setting is the caller's own account: no call
// takes another user's id, so there is no one else's record to reach.
import { Role } from '@fis/shared/enums';

/** The email switch and language: anyone signed in, for the emails their own account receives. */
export const EMAIL_SETTINGS_ROLES: Role[] = [];

/**
 * Changing the sign-in email with a code: the two areas with a settings page. Administrator
 * accounts are made and changed with the create-admin command, not from the portal.
 */
export const EMAIL_CHANGE_ROLES: Role[] = [Role.CANDIDATE, Role.COMPANY];

/** The contact person's details belong to a company account. */
export const CONTACT_PERSON_ROLES: Role[] = [Role.COMPANY];
