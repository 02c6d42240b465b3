// Where sign-in leads when the page that sent the reader there asked: `?next=` on /sign-in (the
// public job page's "Sign in to apply" names the job's apply form, docs/decisions/044), kept
// through registration, the verification email and the first-profile step. Only a path inside the
// signed-in user's own area is followed (@fis/shared/return-path); anything else is dropped and
// the user goes to their dashboard as usual.
import type { CurrentUser } from '@fis/shared/auth-schemas';
import { Role } from '@fis/shared/enums';
import { CANDIDATE_AREA, pathInArea, RETURN_PARAM } from '@fis/shared/return-path';
import { AREA_ROOT, areaOf, dashboardPath } from './session';

export { RETURN_PARAM };

type Reader = Pick<CurrentUser, 'role'> & Partial<Pick<CurrentUser, 'isFirstLogin'>>;

/** `path`, going on to `next` there once done, when there is one. */
export function goingOnTo(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: next })}` : path;
}

/** The sign-in page, going on to `path` once signed in. */
export function signInReturningTo(path: string): string {
  return goingOnTo('/sign-in', path);
}

/**
 * The path `raw` names, when it is one to send `user` to after signing in; else null. A first sign-in
 * goes to the first-profile step whatever was asked (SPEC section 2): the profile comes first.
 */
export function returnPathFor(raw: string | null, user: Reader): string | null {
  if (user.isFirstLogin) return null;
  return pathInArea(raw, AREA_ROOT[areaOf(user.role)]);
}

/** A path of the candidate area that `raw` names, to carry on through registration; else null. */
export function candidateReturnPath(raw: string | null): string | null {
  return pathInArea(raw, CANDIDATE_AREA);
}

/**
 * Where signing in leads: the page asked for, else the dashboard; a candidate's first sign-in goes
 * to the profile step first, which goes on to the page asked for once done (create-profile).
 */
export function pathAfterSignIn(raw: string | null, user: Reader): string {
  const asked = returnPathFor(raw, user);
  if (asked) return asked;
  const later = user.isFirstLogin && user.role === Role.CANDIDATE ? candidateReturnPath(raw) : null;
  return goingOnTo(dashboardPath(user), later);
}
