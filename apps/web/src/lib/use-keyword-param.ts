// A list's search box whose words live in the address: the box answers every key at once, and the
// address (so the list's query) changes once typing pauses.
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export const KEYWORD_DEBOUNCE_MS = 400;

/**
 * `current` is the keyword the address holds now; `write` puts a new one there (trimmed; '' removes
 * it). Returns the box's value and setter.
 */
export function useKeywordParam(current: string, write: (keyword: string) => void) {
  const [keyword, setKeyword] = useState(current);
  const [debounced] = useDebouncedValue(keyword, KEYWORD_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new keyword should write the URL
  useEffect(() => {
    if (debounced.trim() !== current) write(debounced.trim());
  }, [debounced]);
  return [keyword, setKeyword] as const;
}
