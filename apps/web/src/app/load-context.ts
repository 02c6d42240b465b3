// What the API hands each page it renders (apps/api/src/plugins/web-app.ts): the loaders' context
// (docs/decisions/045).
import type { CurrentUser } from '@fis/shared/auth-schemas';
import type { Language } from '@fis/shared/enums';
import { createContext } from 'react';

declare module 'react-router' {
  interface AppLoadContext {
    /** The visitor's language: `?lng=`, the language cookie, then the browser's (visitorLanguage). */
    language: Language;
    /** This answer's nonce, which the Content-Security-Policy names for its inline scripts. */
    nonce: string;
    /** The user of the request's session cookie, asked of the API once per request. */
    currentUser(): Promise<CurrentUser | null>;
    /** Whether the session turned out suspended, on this request or the one that led here. */
    accountSuspended(): boolean;
    /** A GET of the API (`/v1/…`) in this process, as the visitor (lib/prefetch.server.ts). */
    askApi(path: string): Promise<Response>;
  }
}

/**
 * The nonce as the document's scripts need it: the server's; in the browser, which hides a nonce
 * from the page once it has checked it (the attribute reads ""), the empty string it then reads.
 */
export const NonceContext = createContext('');
