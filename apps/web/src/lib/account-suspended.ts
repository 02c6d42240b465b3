// Whether the scheme office suspended the signed-in account while its page was open (docs/decisions/024).
// The API answers the session's requests with ACCOUNT_SUSPENDED, and the real-time socket, which
// suspension closes, is refused with it: either ends the session here and raises the notice the
// signed-in shell shows over the page, rather than a sign-out without a word on the next click.
import type { ErrorCode } from '@fis/shared/error-codes';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/** The code, checked against shared's list without loading it into the entry. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED' satisfies ErrorCode;

let suspended = false;
const listeners = new Set<() => void>();

/** The session is over: the token is forgotten, and the page says why (the current user is kept, so the page stays). */
export function endSuspendedSession(): void {
  storage.clearSession();
  if (suspended) return;
  suspended = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAccountSuspended(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => suspended,
    () => false,
  );
}
