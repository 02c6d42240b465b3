// The data a page's loader delivered with it (lib/prefetch.server.ts), in the browser: hydrated into
// the query client above the routes (root.tsx), and not asked for again by the mounts it was
// delivered for, although SPEC section 9 has every other mount fetch afresh (lib/query-client.ts).
import type { DehydratedState, Query } from '@tanstack/react-query';

export interface FirstData {
  firstData: DehydratedState;
}

/** The queries of every matched route's loader, as one state to hydrate. */
export function firstDataOf(routeData: readonly unknown[]): DehydratedState {
  const queries = routeData.flatMap((data) =>
    typeof data === 'object' && data !== null && 'firstData' in data ? (data as FirstData).firstData.queries : [],
  );
  return { mutations: [], queries };
}

// Marked as they are hydrated; the first mount's observers (one commit) take them as they are.
const delivered = new Set<string>();

export function markDelivered(state: DehydratedState): void {
  for (const query of state.queries) delivered.add(query.queryHash);
}

/** refetchOnMount for every query: not the query a loader has just delivered, else always (SPEC 9). */
export function refetchOnMount(query: Query): boolean | 'always' {
  if (!delivered.has(query.queryHash)) return 'always';
  // Every component mounting with this page's first render takes it; later mounts fetch.
  setTimeout(() => delivered.delete(query.queryHash), 0);
  return false;
}
