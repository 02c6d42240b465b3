// Where keyboard focus goes when the item it was on leaves a list (a queue's item approved,
// rejected or deleted): to the next item's element, else the previous one's, else a fallback (the
// list's empty state or heading). Without it the dialog hands focus back to its trigger, which the
// refreshed list no longer holds, and focus falls to the top of the page (WCAG 2.4.3).
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export function useFocusAfterRemoval(ids: readonly string[] | undefined, fallback: RefObject<HTMLElement | null>) {
  const [plan, setPlan] = useState<{ gone: string; next: string | null } | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const key = ids?.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's ids change
  useEffect(() => {
    if (!plan || !ids) return;
    // Still listed (the decision kept it here): focus stays where the dialog returned it.
    if (ids.includes(plan.gone)) return;
    const target = (plan.next ? elements.current.get(plan.next) : undefined) ?? fallback.current;
    target?.focus();
    setPlan(null);
  }, [key, plan]);

  /** Call once the item's removal succeeded: its neighbour takes focus when the list has refreshed. */
  const leaving = useCallback(
    (id: string) => {
      if (!ids) return;
      const at = ids.indexOf(id);
      setPlan({ gone: id, next: ids[at + 1] ?? ids[at - 1] ?? null });
    },
    [ids],
  );

  /** The ref of the element an item is focused by (its first action, or the item made focusable). */
  const itemRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    [],
  );

  return useMemo(() => ({ leaving, itemRef }), [leaving, itemRef]);
}
