// Browser-stored items of SPEC section 3. One place names the keys so that sign-out can clear
// exactly what we store and nothing else on the origin. The session's token is not among them: the
// API keeps it in a cookie no script can read (docs/decisions/043), beside a marker the page may
// read, which says only that a session is there.
import { LANGUAGE_COOKIE } from '@fis/shared/i18n';
import { CHANGES_COOKIE, SIGNED_IN_COOKIE } from '@fis/shared/web-session';

const KEYS = {
  lastLoginTime: 'last-login-time',
  loginTimeUp: 'login-time-up',
  sidebarOpen: 'sidebar-open',
  screen: 'screen',
  userType: 'user-type',
  language: 'i18nextLng',
  /** The company or admin sign-in waiting for its emailed code; per tab (sessionStorage). */
  codeLoginAttempt: 'code-login-attempt',
} as const;
type Key = keyof typeof KEYS;

/**
 * Preferences the server reads as it writes a page, kept in a cookie beside localStorage: the
 * language (the page in the reader's language), whether the signed-in sidebar is open, and whether
 * the screen was a phone's (lib/phone-width.ts).
 */
export const SIDEBAR_COOKIE = 'sidebar-open';
export const SCREEN_COOKIE = 'screen';
const COOKIES: Partial<Record<Key, string>> = {
  language: LANGUAGE_COOKIE,
  sidebarOpen: SIDEBAR_COOKIE,
  screen: SCREEN_COOKIE,
};

/** A cookie's value in a request's Cookie header (the server's side of the cookies above). */
export function cookieIn(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, value] = part.split('=');
    if (key?.trim() === name && value !== undefined) return decodeURIComponent(value.trim());
  }
  return undefined;
}

function secureAttribute(): string {
  return window.location.protocol === 'https:' ? '; secure' : '';
}

export const storage = {
  get(key: Key): string | null {
    return localStorage.getItem(KEYS[key]);
  },
  /** Whether the browser holds a session (the API's marker cookie); whether it still works, the API says. */
  hasSession(): boolean {
    return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
  },
  set(key: Key, value: string): void {
    localStorage.setItem(KEYS[key], value);
    const cookie = COOKIES[key];
    if (cookie) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
      document.cookie = `${cookie}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax${secureAttribute()}`;
    }
  },
  /** The times SPEC section 3 keeps of a session the API has just set in its cookie. */
  saveSession(expiresAt: string): void {
    localStorage.setItem(KEYS.lastLoginTime, new Date().toISOString());
    localStorage.setItem(KEYS.loginTimeUp, expiresAt);
  },
  /** Items that live only for the tab (sessionStorage), such as a pending code sign-in. */
  getForTab(key: Key): string | null {
    return sessionStorage.getItem(KEYS[key]);
  },
  setForTab(key: Key, value: string): void {
    sessionStorage.setItem(KEYS[key], value);
  },
  removeForTab(key: Key): void {
    sessionStorage.removeItem(KEYS[key]);
  },
  /** After a change made here or told by the live updates: the data fetched ahead before it is not used (CHANGES_COOKIE). */
  noteChange(): void {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = `${CHANGES_COOKIE}=${Date.now().toString(36)}; path=/; samesite=lax${secureAttribute()}`;
  },
  /**
   * Forgets the session here but keeps preferences (language, sidebar). The token's own cookie is
   * the API's to clear (sign-out, or its 401); the marker goes now, so the page is signed out at once.
   */
  clearSession(): void {
    for (const key of ['lastLoginTime', 'loginTimeUp', 'userType'] as const) localStorage.removeItem(KEYS[key]);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax${secureAttribute()}`;
  },
};
