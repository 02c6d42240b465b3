// Whether the screen is a phone's (below Mantine's `sm` breakpoint, 48em), known at the first
// render so that a phone does not first draw, and pay for, the wide layout. The server draws a page
// for no screen in particular: there, and while the browser takes the page over, it is undefined,
// and a page draws both layouts, each shown by CSS at its own width.
import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 47.99em)';

function watch(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePhoneWidth(): boolean | undefined {
  return useSyncExternalStore(
    watch,
    () => window.matchMedia(PHONE).matches,
    () => undefined,
  );
}
