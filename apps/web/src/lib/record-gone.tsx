// A page that says in its own words that the record its address names is gone (a job's, a
// company's): its route exports `ErrorBoundary = saysGone(words)`, which draws them for the 404 its
// loader threw (lib/prefetch.server.ts) where the page would be, inside the page's own layout and
// title. Any other failure goes on to the root's boundary (root.tsx).
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function saysGone(words: ReactNode) {
  return function ErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return words;
    throw error;
  };
}
