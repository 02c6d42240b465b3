// The signed-in user (SPEC section 2): the server puts it into the page (root.tsx's loader, from the
// session cookie); the app asks again when the connection comes back.
import type { CurrentUser } from '@fis/shared/auth-schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api-client';
import { getQueryClient } from './query-client';
import { CURRENT_USER_KEY, endSession } from './session';
import { storage } from './storage';

/** The signed-in user; `known`, the user already on screen (a refetch: the connection came back). */
export function fetchCurrentUser(known?: CurrentUser | null): Promise<CurrentUser | null> {
  if (!storage.hasSession()) return Promise.resolve(null);
  return api.get<CurrentUser>('/v1/user').catch((err) => {
    // SPEC section 7: a failed start-up fetch is only logged; a 401 has already cleared the session.
    console.warn('Could not load the current user', err);
    // Any other failure of a refetch (the connection back a moment too soon, a slow answer) keeps
    // the user known: answering "nobody" would lead them off their page as if signed out.
    if (known && !(err instanceof ApiError && err.status === 401)) throw err;
    return null;
  });
}

function currentUserQuery() {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ client }) => fetchCurrentUser(client.getQueryData<CurrentUser | null>(CURRENT_USER_KEY)),
    // Without a session the answer is known: no user. Public pages then render at once,
    // without a loading state first that would move the page (and its footer) when it goes.
    initialData: storage.hasSession() ? undefined : null,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/**
 * The user the server found by the session cookie (root.tsx's loader), as the query's data, kept
 * as the query's own options keep it: under the client's default (dropped as soon as unused) it
 * could be gone before the first component asking for it has rendered.
 */
export function seedCurrentUser(client: QueryClient, user: CurrentUser | null): void {
  client.setQueryDefaults(CURRENT_USER_KEY, { gcTime: Number.POSITIVE_INFINITY });
  client.setQueryData(CURRENT_USER_KEY, user);
}

/** The current user as the browser's guards see it (app/guards.ts): the one on screen. */
export function browserCurrentUser(): Promise<CurrentUser | null> {
  return getQueryClient().ensureQueryData(currentUserQuery());
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/v1/auth/logout').catch(() => undefined),
    onSettled: () => endSession(queryClient),
  });
}
