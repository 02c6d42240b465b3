// Whether the screen is a phone's (below Mantine's `sm` breakpoint, 48em), known at the first
// render so that a page draws, and the phone pays for, one layout only. The server cannot measure
// the screen, so it draws the page for the one it expects (screenGuess): the width the browser last
// reported (the `screen` cookie), else what the browser says of itself (a mobile one). The browser
// takes the page over with that same guess, then follows the real width: a wrong guess (a first
// visit from a narrow desktop window) is redrawn just after hydration, and remembered.
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { cookieIn, SCREEN_COOKIE, storage } from './storage';

const PHONE = '(max-width: 47.99em)';

/** The server's expectation of the reader's screen, from a page request's headers. */
export function screenGuess(headers: Headers): boolean {
  const remembered = cookieIn(headers.get('Cookie'), SCREEN_COOKIE);
  if (remembered === 'phone' || remembered === 'wide') return remembered === 'phone';
  // Chromium's own hint, then the "Mobi" every mobile browser's user agent carries (MDN's advice).
  if (headers.get('Sec-CH-UA-Mobile') === '?1') return true;
  return /Mobi/i.test(headers.get('User-Agent') ?? '');
}

function watch(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The server's guess, which root.tsx provides from its loader (a wide screen where none is given). */
export const ScreenGuess = createContext(false);

export function usePhoneWidth(): boolean {
  const guess = useContext(ScreenGuess);
  return useSyncExternalStore(
    watch,
    () => window.matchMedia(PHONE).matches,
    () => guess,
  );
}

/** Once per page (root.tsx): the screen the server did not expect is remembered for the next page. */
export function useScreenRemembered(): void {
  const guess = useContext(ScreenGuess);
  const phone = usePhoneWidth();
  useEffect(() => {
    if (phone !== guess) storage.set('screen', phone ? 'phone' : 'wide');
  }, [phone, guess]);
}
