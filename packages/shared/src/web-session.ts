// The web app's session (docs/decisions/043): the token the API issues at sign-in, kept by the
// browser in a cookie no script can read. Beside it, a cookie that holds no secret and that the
// page may read, with the same lifetime: whether a session is there at all, so that a visitor with
// none is not made to wait for an answer that can only be "nobody".

/** HttpOnly, SameSite=Lax: the bearer token. */
export const SESSION_COOKIE = 'fis-session';
/** Readable by the page: "1" while the session cookie is there. */
export const SIGNED_IN_COOKIE = 'fis-signed-in';
/**
 * "1" for a minute once the server, rendering a page, found the session suspended (and ended it):
 * the page the visitor is led to says so, though it no longer has the session to ask with.
 */
export const SUSPENDED_COOKIE = 'fis-suspended';

/**
 * Moved on by the page after each request that may have changed something (any but a read) and
 * each live update: the browser reuses a page's data fetched ahead only while the cookies are the
 * same (Vary: Cookie, docs/decisions/047), so data fetched before a change is not shown after it.
 * Holds no secret.
 */
export const CHANGES_COOKIE = 'fis-changes';
