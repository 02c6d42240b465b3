// Where sign-in leads when the page that sent the reader there asked: `?next=` on /sign-in (the
// public job page's "Sign in to apply" names the job's apply form, docs/decisions/044). Only a
// path of this site inside the signed-in user's own area is followed; anything else (another
// site, //host, /\host, a scheme, a path climbing out of the area) is dropped and the user goes
// to their dashboard as usual, so the parameter can never send anyone off the site (an open
// redirect) or into another role's pages.
import type { CurrentUser } from '@fis/shared/auth-schemas';
import { AREA_ROOT, areaOf } from './session';

export const RETURN_PARAM = 'next';

/** Addresses are short; a long one is not ours. */
const MAX_LENGTH = 512;

/** The sign-in page, going on to `path` once signed in. */
export function signInReturningTo(path: string): string {
  return `/sign-in?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}

/**
 * The path `raw` names, when it is one to send `user` to after signing in; else null. A first sign-in
 * goes to the first-profile step whatever was asked (SPEC section 2): the profile comes first.
 */
export function returnPathFor(
  raw: string | null,
  user: Pick<CurrentUser, 'role'> & Partial<Pick<CurrentUser, 'isFirstLogin'>>,
): string | null {
  if (!raw || raw.length > MAX_LENGTH || user.isFirstLogin) return null;
  // One slash, not two (//host) nor a slash and a backslash (/\host, which browsers read as
  // //host); no backslash or control character anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!/^\/(?![/\\])/.test(raw) || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'https://return.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  // Resolved, dot segments and all: the path it really is, on this site, in the user's area.
  if (url.origin !== base || !url.pathname.startsWith(`${AREA_ROOT[areaOf(user.role)]}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
