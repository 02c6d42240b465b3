// A value written into a header (the subject, a display name) carries no control characters:
// a line break there would start a header of its own if anything on the way stopped encoding
// it. Names and subjects come from what users typed (a need-help name, a company's name), so
// every header value the mail code writes passes through here, whatever the input layer checked.

import { CONTROL_CHARACTER } from '@fis/shared/field-schemas';

/** A run of the characters a one-line field refuses. */
const CONTROL_RUN = new RegExp(`${CONTROL_CHARACTER.source}+`, 'g');

/** The value on one line: each run of control characters one space, the ends trimmed. */
export function headerText(value: string): string {
  return value.replace(CONTROL_RUN, ' ').replace(/ {2,}/g, ' ').trim();
}
