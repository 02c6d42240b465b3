// The web app's session in cookies (docs/decisions/043). The token is the bearer token the API
// issues to every client; browsers get it in an HttpOnly cookie as well, so no script in the page
// can read it, and the server can render a signed-in page from the request alone. Bearer headers
// keep working for API clients and win when both are sent.

import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_TTL_SECONDS } from '@fis/shared/limits';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@fis/shared/web-session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock.js';

/** The session token a request presents: the Authorization header's, else the cookie's. */
export function tokenOf(request: FastifyRequest): { token: string; fromCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) return { token: header.startsWith('Bearer ') ? header.slice(7) : '', fromCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

function cookieOptions(publicUrl: string, httpOnly: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly, sameSite: 'lax', secure: publicUrl.startsWith('https:') };
}

/**
 * Starts the browser's session: a token of a "remember me" sign-in is kept until it expires, any
 * other only while the browser is open (a cookie without Max-Age), as SPEC section 3 kept it for
 * the tab.
 */
export function startWebSession(
  reply: FastifyReply,
  session: { token: string; expiresAt: string },
  { config, clock }: { config: { publicUrl: string }; clock: Clock },
): void {
  const { publicUrl } = config;
  const lifetime = Math.floor((Date.parse(session.expiresAt) - clock.now().getTime()) / 1000);
  const maxAge = lifetime > SESSION_TTL_SECONDS ? { maxAge: lifetime } : {};
  reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions(publicUrl, true), ...maxAge });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...cookieOptions(publicUrl, false), ...maxAge });
}

/** Ends the browser's session (sign-out, or a cookie whose token no longer works). */
export function endWebSession(reply: FastifyReply, { publicUrl }: { publicUrl: string }): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(publicUrl, true));
  reply.clearCookie(SIGNED_IN_COOKIE, cookieOptions(publicUrl, false));
}

/**
 * Whether a browser sent this from a page of our own origin: its Origin header names the public
 * address or the host it was sent to; without an Origin, its Fetch Metadata says same-origin (or
 * that the person typed the address). A request with neither did not come from a browser's page.
 */
export function comesFromOwnOrigin(headers: Record<string, string | string[] | undefined>, publicUrl: string): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    const host = headers.host;
    return (
      origin === new URL(publicUrl).origin || (!!host && (origin === `http://${host}` || origin === `https://${host}`))
    );
  }
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  return origin === undefined;
}
