// Mantine's useId, without its swap to a random id after the first render (vite.config.ts,
// mantineOwnModules). React's useId is unique in the page and the same on the server and in the
// browser, which is all an id of a label, a description or a dialog needs.
import { useId as useReactId } from 'react';

/** `staticId` when given, else an id made from React's, as Mantine writes it on the server. */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
