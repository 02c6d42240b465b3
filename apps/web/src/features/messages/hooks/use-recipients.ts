// The recipients of a message being written: addresses as removable chips, each once (compared
// without case), never more than MESSAGE_MAX_RECIPIENTS, and what is typed in the field but not a
// chip yet. A change that would go past the limit keeps the chips that fit and leaves the rest in
// the field, so that nothing typed is lost; while the chips are full and more is typed, the form
// says 'Maximum emails selected is 10' and will not send. Removing the extra text, or a chip, ends
// it: the state is worked out from what is there, never left set by an earlier attempt.
import { MESSAGE_MAX_RECIPIENTS } from '@fis/shared/limits';
import { useRef, useState } from 'react';

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
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  /** The chips as the field would have them; false when some did not fit (they stay typed). */
  const change = (next: readonly string[]) => {
    const cleaned = cleanRecipients(next);
    const extra = cleaned.slice(MESSAGE_MAX_RECIPIENTS);
    setRecipients(cleaned.slice(0, MESSAGE_MAX_RECIPIENTS));
    if (extra.length > 0) setTyped(extra.join(', '));
    return extra.length === 0;
  };
  const overLimit = recipients.length >= MESSAGE_MAX_RECIPIENTS && typed.trim() !== '';
  return { recipients, change, typed, setTyped, overLimit, max: MESSAGE_MAX_RECIPIENTS, inputRef };
}
