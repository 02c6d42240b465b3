// Starting and ending a session. After sign-in each role lands on its own dashboard (SPEC 2).

import type { CurrentUser, Session } from '@fis/shared/auth-schemas';
import { Role } from '@fis/shared/enums';
import type { QueryClient } from '@tanstack/react-query';
import { storage } from './storage';

export const CURRENT_USER_KEY = ['current-user'] as const;

/** The signed-in areas, each with its own shell and navigation (an institution's coordinator's: decision 061). */
export type Area = 'candidate' | 'company' | 'admin' | 'institution';

/** Where an area's pages are: /candidate/…, /company/…, /admin-portal/…, /institution/… */
export const AREA_ROOT: Record<Area, string> = {
  candidate: '/candidate',
  company: '/company',
  admin: '/admin-portal',
  institution: '/institution',
};

/** Where an area's sign-in is: the office's and the institutions' have their own. */
export const SIGN_IN_PATH: Record<Area, string> = {
  candidate: '/sign-in',
  company: '/sign-in',
  admin: '/admin-portal/sign-in',
  institution: '/institution/sign-in',
};

export function areaOf(role: Role): Area {
  if (role === Role.ADMIN) return 'admin';
  if (role === Role.INSTITUTION) return 'institution';
  return role === Role.COMPANY ? 'company' : 'candidate';
}

export function dashboardPath(user: Pick<CurrentUser, 'role'> & Partial<Pick<CurrentUser, 'isFirstLogin'>>): string {
  if (user.role === Role.ADMIN) return `${AREA_ROOT.admin}/dashboard`;
  if (user.role === Role.INSTITUTION) return `${AREA_ROOT.institution}/students`;
  // SPEC section 4: a company's first sign-in leads to its profile step.
  if (user.role === Role.COMPANY) return user.isFirstLogin ? '/create-company-profile' : '/company/dashboard';
  // SPEC section 2: a candidate's first sign-in leads to create-profile (with a skip).
  return user.isFirstLogin ? '/create-profile' : '/candidate/dashboard';
}

/** The API has set the session's cookies ("remember me" is their lifetime); the page follows. */
export function startSession(queryClient: QueryClient, session: Session): string {
  storage.saveSession(session.expiresAt);
  storage.set('userType', String(session.user.role));
  queryClient.setQueryData(CURRENT_USER_KEY, session.user);
  return dashboardPath(session.user);
}

/** A new session for this device (a password or sign-in email change ended every other one), in the API's cookie. */
export function renewSession(queryClient: QueryClient, session: Session): void {
  storage.saveSession(session.expiresAt);
  queryClient.setQueryData(CURRENT_USER_KEY, session.user);
}

export function endSession(queryClient: QueryClient): void {
  storage.clearSession();
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
}
