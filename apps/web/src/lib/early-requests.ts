// Requests a signed-in page needs first, sent as the HTML arrives rather than once the app's code
// has downloaded and run (docs/decisions/014). The small script app/early-requests.ts starts them
// (built apart, named in the HTML beside the entry); the API client (lib/api-client.ts) takes an
// answer over when the app asks for the same path in the same language, instead of
// asking again. Each is taken once, by the page's first mount: that request is the mount's fetch
// SPEC section 9 asks for. What the first page has not taken when the visitor moves on is dropped
// (main.tsx), so a later visit fetches afresh.
import { visitorLanguage } from '@fis/shared/i18n';
import { API_TIMEOUT_MS } from '@fis/shared/limits';
import { storage } from './storage';

interface EarlyRequest {
  path: string;
  language: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Filled by the early script, emptied by the app as it takes the answers over. */
    fisEarlyRequests?: EarlyRequest[];
  }
}

/** The language the app will start in, as lib/i18n.ts's browserLanguage works it out, without its side effects. */
export function startingLanguage(): string {
  return visitorLanguage(
    new URLSearchParams(window.location.search).get('lng'),
    storage.get('language'),
    navigator.language,
  );
}

/** The headers every call to the API carries: the reader's language (the session is the browser's cookie). */
export function requestHeaders(language: string): Record<string, string> {
  return { 'Accept-Language': language };
}

/** Sends these GETs now, when a session is stored, in the language the app will start in. */
export function startEarlyRequests(paths: string[]): void {
  if (!storage.hasSession()) return;
  const language = startingLanguage();
  window.fisEarlyRequests = paths.map((path) => ({
    path,
    language,
    response: fetch(`/api${path}`, {
      headers: requestHeaders(language),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    }),
  }));
}

/** The answer of an early request for exactly this GET, taken off the list; else undefined. */
export function takeEarlyResponse(path: string, language: string): Promise<Response> | undefined {
  const list = window.fisEarlyRequests;
  const index = list?.findIndex((r) => r.path === path && r.language === language) ?? -1;
  if (!list || index < 0) return undefined;
  const [early] = list.splice(index, 1);
  return early?.response;
}

/** Forgets the early requests nobody took: later mounts fetch their own. */
export function dropEarlyRequests(): void {
  window.fisEarlyRequests = [];
}
