// Each page's title and, for some public pages, its description (WCAG 2.4.2), in the reader's
// language: keys of the `titles` catalog named by the route table's ids (routes.ts), written into
// the document on the server and as the reader moves and changes language (app/document-title.tsx).
import type { TFunction } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The page's title key: the id of the deepest route of the address that is a key of the `titles`
 * catalog (routes.ts), an older address's id without its `~2`.
 */
export function titleKeyOf(matches: readonly { id: string }[], isTitle: (key: string) => boolean): string | undefined {
  for (const { id } of [...matches].reverse()) {
    const key = id.split('~')[0] ?? id;
    if (isTitle(key)) return key;
  }
  return undefined;
}

/** The key of a public page's description (`description.signIn` for `public.signIn`), if it may have one. */
export function descriptionKeyOf(titleKey: string): string | undefined {
  return titleKey.startsWith('public.') ? `description.${titleKey.slice('public.'.length)}` : undefined;
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
