// A list's search box whose words live in the address: the box answers every key at once, and the
// address (so the list's query) changes once typing pauses.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

export const KEYWORD_DEBOUNCE_MS = 400;

/**
 * `current` is the keyword the address holds now; `write` puts a new one there (trimmed; '' removes
 * it). Returns the box's value, its setter for what is typed, and `show`: words the page puts in
 * the box itself along with its own change of address (a saved view applied, the filters cleared),
 * which the box never writes back. Writing them would race that change, and the box's write, read
 * from the address before it, could undo the rest of it.
 */
export function useKeywordParam(current: string, write: (keyword: string) => void) {
  const [keyword, setKeyword] = useState(current);
  const [debounced] = useDebouncedValue(keyword, KEYWORD_DEBOUNCE_MS);
  const shown = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new keyword should write the URL
  useEffect(() => {
    const value = debounced.trim();
    if (shown.current !== null && value === shown.current) {
      shown.current = null;
      return;
    }
    if (value !== current) write(value);
  }, [debounced]);
  const show = (words: string) => {
    shown.current = words.trim();
    setKeyword(words);
  };
  return [keyword, setKeyword, show] as const;
}
