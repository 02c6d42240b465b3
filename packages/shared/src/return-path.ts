// Where a page may send a reader on to once they have signed in (`?next=`): the public job page's
// "Sign in to apply" names the job's apply form (docs/decisions/044). Read alike by the web app,
// which follows it, and by the API, which carries a candidate's through the verification email.
// Only a path of this site inside one area is taken; anything else (another site, //host, /\host,
// a scheme, a path climbing out of the area) is dropped, so the parameter can never send anyone
// off the site (an open redirect) or into another role's pages.

export const RETURN_PARAM = 'next';

/** Addresses are short; a long one is not ours. */
export const RETURN_PATH_MAX_LENGTH = 512;

/** The candidate area's pages, where a candidate's sign-in may lead. */
export const CANDIDATE_AREA = '/candidate';

/** The path `raw` names, resolved (dot segments and all), when it lies inside `area`; else null. */
export function pathInArea(raw: string | null | undefined, area: string): string | null {
  if (!raw || raw.length > RETURN_PATH_MAX_LENGTH) return null;
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
  if (url.origin !== base || !url.pathname.startsWith(`${area}/`)) return null;
  // Resolved, what was typed is percent-encoded: it is read again as it is sent on, within the same limit.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length > RETURN_PATH_MAX_LENGTH ? null : path;
}
