// Whether the app runs the page yet. A prerendered page (build/prerender.tsx) is on screen before
// its code: while the app takes it over (hydration), and in the prerender itself, this is false;
// then true. A page drawn by the app from the start is true at once.
import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
