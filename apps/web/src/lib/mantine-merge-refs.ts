// floating-ui's useMergeRefs, for Mantine's ScrollArea (vite.config.ts, mantineOwnModules): the one
// thing it takes from @floating-ui/react, a single module of 44 kB that every page with a table
// would otherwise load and run for it before its first press. Mantine's own useMergedRef does the
// same: one callback ref that sets each ref given, and undoes each on the next node.
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef(...refs);
}
