// A value written into a header (the subject, a display name) carries no control characters:
// a line break there would start a header of its own if anything on the way stopped encoding
// it. Names and subjects come from what users typed (a need-help name, a company's name), so
// every header value the mail code writes passes through here, whatever the input layer checked.

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** The value on one line: each run of control characters one space, the ends trimmed. */
export function headerText(value: string): string {
  return value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
}
