// Whether the app runs the page yet. A page the server wrote is on screen before its code: on the
// server and while the browser takes it over (hydration), this is false; then true.
import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
