// Browser-stored items of SPEC section 3. One place names the keys so that sign-out can clear
// exactly what we store and nothing else on the origin.
import { LANGUAGE_COOKIE } from '@fis/shared/i18n';

const KEYS = {
  token: 'token',
  lastLoginTime: 'last-login-time',
  loginTimeUp: 'login-time-up',
  sidebarOpen: 'sidebar-open',
  userType: 'user-type',
  language: 'i18nextLng',
  /** The company or admin sign-in waiting for its emailed code; per tab (sessionStorage). */
  codeLoginAttempt: 'code-login-attempt',
} as const;
type Key = keyof typeof KEYS;

/** "Remember me" keeps the token in localStorage; otherwise it lives only for the tab. */
function readToken(): string | null {
  return localStorage.getItem(KEYS.token) ?? sessionStorage.getItem(KEYS.token);
}

export const storage = {
  get(key: Key): string | null {
    return key === 'token' ? readToken() : localStorage.getItem(KEYS[key]);
  },
  set(key: Key, value: string): void {
    localStorage.setItem(KEYS[key], value);
    // The server sends the public pages already written in the reader's language (decision 014):
    // it reads the choice from this cookie. It holds nothing else.
    if (key === 'language') {
      const secure = window.location.protocol === 'https:' ? '; secure' : '';
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
      document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax${secure}`;
    }
  },
  saveToken(token: string, expiresAt: string, remember: boolean): void {
    localStorage.removeItem(KEYS.token);
    sessionStorage.removeItem(KEYS.token);
    (remember ? localStorage : sessionStorage).setItem(KEYS.token, token);
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
  /** Clears the session but keeps preferences (language, sidebar). */
  clearSession(): void {
    for (const key of ['token', 'lastLoginTime', 'loginTimeUp', 'userType'] as const) {
      localStorage.removeItem(KEYS[key]);
      sessionStorage.removeItem(KEYS[key]);
    }
  },
};
