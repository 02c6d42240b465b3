// A list's search box whose words live in the address: the box answers every key at once, and the
// address (so the list's query) changes once typing pauses. The write runs from the pause's timer,
// not from a render's effect, so the address's setter may put the change in place at once
// (lib/url-params.ts).
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';

export const KEYWORD_DEBOUNCE_MS = 400;

/**
 * `current` is the keyword the address holds now; `write` puts a new one there (trimmed; '' removes
 * it). Returns the box's value, its setter for what is typed, and `show`: words the page puts in
 * the box itself along with its own change of address (a saved view applied, the filters cleared),
 * which the box never writes back; it also drops a write still waiting for the pause. Either write,
 * read from the address before the page's change, could undo the rest of it.
 */
export function useKeywordParam(current: string, write: (keyword: string) => void) {
  const [keyword, setKeyword] = useState(current);
  // The address may still be loading the box's last write: words that match the address shown
  // but not that write (a word typed, then cleared) are written too.
  const written = useRef(current);
  const writeOnPause = useDebouncedCallback((words: string) => {
    const value = words.trim();
    if (value === current && value === written.current) return;
    written.current = value;
    write(value);
  }, KEYWORD_DEBOUNCE_MS);
  const type = (words: string) => {
    setKeyword(words);
    writeOnPause(words);
  };
  const show = (words: string) => {
    writeOnPause.cancel();
    setKeyword(words);
  };
  return [keyword, type, show] as const;
}
