import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/** The longest wait: a page whose data is slow does not keep the header's counts from loading. */
const AT_MOST_MS = 10_000;

// One watcher for the whole app, however many components ask: the query cache sends an event for
// every observer and fetch of a page's first render, and a watcher per component, each re-arming
// its timers at every event, was a long task of its own on the job list (docs/decisions/014).
let settled = false;
let watching = false;
const waiting = new Set<() => void>();

function watch(client: QueryClient) {
  if (watching || settled) return;
  watching = true;
  let checking = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    unsubscribe();
    window.clearTimeout(cap);
    // A transition: what then loads is drawn in slices, not in one long task.
    startTransition(() => {
      for (const done of waiting) done();
    });
  };
  // After a painted frame: the queries the page's first render starts are counted by then.
  const check = () => {
    if (checking) return;
    checking = true;
    requestAnimationFrame(() => {
      window.setTimeout(() => {
        checking = false;
        if (client.isFetching() === 0) settle();
      });
    });
  };
  const unsubscribe = client.getQueryCache().subscribe(check);
  const cap = window.setTimeout(settle, AT_MOST_MS);
  check();
}

/**
 * False until the first page on screen has its data and has been painted with it (no query in
 * flight, then a frame), or AT_MOST_MS after it started; then true for good. What is needed only
 * later (the bell's and the messages' counts, the live-updates socket) waits for it, so that it
 * does not compete with the page's own code and data for the connection and the main thread: the
 * page's content is drawn first (docs/decisions/014).
 */
export function usePageSettled(): boolean {
  const client = useQueryClient();
  const [value, setValue] = useState(settled);
  useEffect(() => {
    if (settled) {
      setValue(true);
      return;
    }
    const done = () => setValue(true);
    waiting.add(done);
    watch(client);
    return () => {
      waiting.delete(done);
    };
  }, [client]);
  return value;
}
