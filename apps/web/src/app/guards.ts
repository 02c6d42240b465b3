// Route guards, as loaders (docs/decisions/045), so that the server answers a page with its
// redirect or its 404 before drawing anything. Each runs twice over: on the server with the user
// of the request's session cookie (asked of the API once per request), and in the browser, on a
// move between pages, with the user the app already holds. Signed-out users go to the site root
// (the admin portal to its own sign-in); a signed-in user of another role gets the not-found page,
// which says they lack permission, inside their own layout (root.tsx's error boundary).
import type { CurrentUser } from '@fis/shared/auth-schemas';
import { Role } from '@fis/shared/enums';
import { type ClientLoaderFunctionArgs, data, type LoaderFunctionArgs, type Params, redirect } from 'react-router';
import { browserCurrentUser } from '../lib/current-user';
import { pathAfterSignIn, RETURN_PARAM } from '../lib/return-path';
import { dashboardPath } from '../lib/session';

/** Throws the redirect or the 404 the page answers instead, if any. */
type Check = (user: CurrentUser | null, asked: { request: Request; params: Params }) => void;

/** The server's and the browser's loader of a route that only checks who is asking. */
export function guard(...checks: Check[]) {
  const run = (user: CurrentUser | null, asked: { request: Request; params: Params }) => {
    for (const check of checks) check(user, asked);
    return null;
  };
  return {
    loader: async ({ context, request, params }: LoaderFunctionArgs) =>
      run(await context.currentUser(), { request, params }),
    clientLoader: async ({ request, params }: ClientLoaderFunctionArgs) =>
      run(await browserCurrentUser(), { request, params }),
  };
}

/** A signed-in area, or a page of one role. */
export const roleOnly =
  (role: Role, signedOutTo = '/'): Check =>
  (user) => {
    if (!user) throw redirect(signedOutTo);
    if (user.role !== role) throw data(null, { status: 404 });
  };

export const requireRole = (role: Role, signedOutTo = '/') => guard(roleOnly(role, signedOutTo));

/** A page that leads the signed-in user on, where `path` gives an address. */
export const userGoesTo =
  (path: (user: CurrentUser, params: Params) => string | null): Check =>
  (user, { params }) => {
    const to = user && path(user, params);
    if (to) throw redirect(to);
  };

/** The index of a signed-in area: the user's dashboard (or, on a first sign-in, the profile step). */
export const toDashboard = guard(userGoesTo(dashboardPath));

/** A public page of a job or a company: a signed-in candidate goes to their own page of it. */
export const candidateGoesTo = (path: (params: Params) => string) =>
  guard(userGoesTo((user, params) => (user.role === Role.CANDIDATE ? path(params) : null)));

/**
 * Sign-in and registration pages: a signed-in user goes to their dashboard instead, or to the page
 * sign-in was to lead to (`?next=`, lib/return-path.ts).
 */
export const signedOutOnly = guard((user, { request }) => {
  if (!user) return;
  const next = new URL(request.url).searchParams.get(RETURN_PARAM);
  throw redirect(pathAfterSignIn(next, user));
});
