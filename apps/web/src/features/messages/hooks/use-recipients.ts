// The recipients of a message being written: addresses as removable chips, each once (compared
// without case), never more than MESSAGE_MAX_RECIPIENTS. A change that would go past the limit is
// refused whole and `overLimit` turns on, so the form says 'Maximum emails selected is 10' before
// anything is sent; the next accepted change turns it off.
import { MESSAGE_MAX_RECIPIENTS } from '@fis/shared/limits';
import { useState } from 'react';

/** Trimmed, without blanks, each address once (the first spelling kept). */
export function cleanRecipients(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const email = raw.trim();
    const key = email.toLowerCase();
    if (!email || seen.has(key)) continue;
    seen.add(key);
    out.push(email);
  }
  return out;
}

export function useRecipients(initial: readonly string[] = []) {
  const [recipients, setRecipients] = useState(() => cleanRecipients(initial).slice(0, MESSAGE_MAX_RECIPIENTS));
  const [overLimit, setOverLimit] = useState(false);
  const change = (next: readonly string[]) => {
    const cleaned = cleanRecipients(next);
    if (cleaned.length > MESSAGE_MAX_RECIPIENTS) {
      setOverLimit(true);
      return false;
    }
    setOverLimit(false);
    setRecipients(cleaned);
    return true;
  };
  return { recipients, change, overLimit, max: MESSAGE_MAX_RECIPIENTS };
}
