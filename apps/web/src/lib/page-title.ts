// Each page's title and, for the public pages, its description (WCAG 2.4.2), in the reader's
// language: the route table names them (a route's `handle`, keys of the `titles` catalog), the app
// writes them into the document as the reader moves and changes language (app/document-title.tsx),
// and the build writes them into the HTML of the pages it renders (build/prerender.tsx).
import type { TFunction } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';

/** What a route says of its page: keys of the `titles` catalog. */
export interface PageHandle {
  title: string;
  description?: string;
}

/** The page's handle: the deepest route of the address that has one. */
export function pageHandleOf(matches: readonly { handle?: unknown }[]): PageHandle | undefined {
  for (const { handle } of [...matches].reverse()) {
    if (typeof handle === 'object' && handle !== null && 'title' in handle) return handle as PageHandle;
  }
  return undefined;
}

/** "Sign in | FinTech Internship Scheme", in t's language. */
export function documentTitle(t: TFunction, key: string): string {
  return t('titles:format', { page: t(`titles:${key}`), site: t('common:appName') });
}

// A page that stands in for another one (not-found where a record or a feature is missing) names
// its own title over its route's. Kept outside React's tree order: the route's title is set by a
// component above the page, whose effects run after the page's.
let override: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOverride = (key: string | null) => {
  override = key;
  for (const listener of listeners) listener();
};

/** The title a page on screen puts over its route's, if any. */
export function useTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => null,
  );
}

/** While the calling page is on screen, the document's title is this key's, not its route's. */
export function usePageTitle(key: string): void {
  useEffect(() => {
    setOverride(key);
    return () => setOverride(null);
  }, [key]);
}
