import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/** The longest wait: a page whose data is slow does not keep the header's menus from loading. */
const AT_MOST_MS = 10_000;

/**
 * False until the page on screen has its data and has been painted with it (no query in flight,
 * then a frame), or AT_MOST_MS after its first render. What is needed only later (the bell's and
 * the messages' counts, the live-updates socket) waits for it, so that it does not compete with
 * the page's own code and data for the connection and the main thread: the page's content is
 * drawn first (docs/decisions/014).
 */
export function usePageSettled(): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    // A transition: what then loads is drawn in slices, not in one long task.
    const settle = () => startTransition(() => setSettled(true));
    const cap = window.setTimeout(settle, AT_MOST_MS);
    let frame = 0;
    let timer = 0;
    // After a painted frame: the queries the page's first render starts are counted by then.
    const check = () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          if (client.isFetching() === 0) settle();
        });
      });
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(cap);
    };
  }, [client, settled]);
  return settled;
}
