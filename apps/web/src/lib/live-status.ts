// Whether live updates are flowing (docs/decisions/016). Kept apart from the socket's code
// (lib/live-updates.ts, loaded once the page is settled) so the header's indicator reads it
// without loading socket.io-client.
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * 'paused': the socket is down and trying again (or was refused); 'too-many-tabs': refused because
 * the person has too many tabs open (docs/decisions/031), trying again until one closes.
 */
export type LiveStatus = 'live' | 'paused' | 'too-many-tabs';

/** A dropped connection usually comes back within a moment: shown only after this long. */
export const PAUSED_SHOWN_AFTER_MS = 2000;

let status: LiveStatus = 'live';
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Why live updates are paused, once they have been for more than a moment; 'live' until then. */
export function useShownLiveStatus(): LiveStatus {
  const now = useSyncExternalStore(
    subscribe,
    () => status,
    () => 'live' as const,
  );
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (now === 'live') {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), PAUSED_SHOWN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [now]);
  return shown ? now : 'live';
}
