// Browser-stored items of SPEC section 3. One place names the keys so that sign-out can clear
// exactly what we store and nothing else on the origin.
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
