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
  // A query both a layout and its page delivered is hydrated once, as the page (the later) has it.
  const byHash = new Map(queries.map((query) => [query.queryHash, query]));
  return { mutations: [], queries: [...byHash.values()] };
}

// Marked as they are hydrated, until the commit that mounts the page has run its effects: its
// observers take them as they are. Not forgotten on a timer: hydration is a transition, which
// yields to the browser between components, so a timer could run between an observer's render
// and its subscribing, and the observer would then fetch what it had just been given.
const delivered = new Set<string>();

export function markDelivered(state: DehydratedState): void {
  for (const query of state.queries) delivered.add(query.queryHash);
}

/** Once the page's commit has run its effects (root.tsx): later mounts fetch afresh (SPEC 9). */
export function forgetDelivered(state: DehydratedState): void {
  for (const query of state.queries) delivered.delete(query.queryHash);
}

/** refetchOnMount for every query: not the query a loader has just delivered, else always (SPEC 9). */
export function refetchOnMount(query: Query): boolean | 'always' {
  // The server draws each page once, from what its loader delivered: nothing is being fetched.
  if (typeof window === 'undefined') return false;
  return delivered.has(query.queryHash) ? false : 'always';
}
