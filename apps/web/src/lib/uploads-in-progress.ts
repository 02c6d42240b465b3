// Uploads still on their way, by the form they are in: the form's submit button waits for them
// (components/ui/submit-button.tsx), so that pressing Save while a file is sending does not save
// the form without it. Keyed by the <form> element itself, so no form has to be wrapped in anything.
import { type RefObject, useSyncExternalStore } from 'react';

const counts = new Map<HTMLFormElement, number>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks an upload as started in `form` (none: outside any form); the answer marks it ended. */
export function startUpload(form: HTMLFormElement | null): () => void {
  if (!form) return () => {};
  counts.set(form, (counts.get(form) ?? 0) + 1);
  changed();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (counts.get(form) ?? 1) - 1;
    if (left > 0) counts.set(form, left);
    else counts.delete(form);
    changed();
  };
}

/** Whether an upload is on its way in the form of this control (a button or an input). */
export function useUploadingIn(control: RefObject<{ form: HTMLFormElement | null } | null>): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      const form = control.current?.form;
      return form ? counts.has(form) : false;
    },
    () => false,
  );
}
