// A message form's errors by field (its forms keep plain state, not react-hook-form's: the
// recipients are chips), whether zod found them in the browser or the API answered them
// (lib/form-errors.ts reads the API's): 'recipients.3' (the address refused) and 'recipients'
// both belong to the recipients field. The first error of each field is kept, its code an
// ErrorCode translated on show, with the item it names ('recipients.3': the fourth address sent),
// so that 'Email doesn't exist' says which address.
import { fieldIssuesOf } from '../../../lib/form-errors';

export interface FieldError {
  code: string;
  /** The list item the error is about, as it was sent: an address of the recipients. */
  item?: string;
}

export type FieldErrors = Partial<Record<string, FieldError>>;

/** What was sent, by field: the lists whose items an error may name. */
export type SentLists = Partial<Record<string, readonly string[]>>;

export function groupFieldErrors(
  issues: readonly { field: string; code: string }[],
  sent: SentLists = {},
): FieldErrors {
  const out: FieldErrors = {};
  for (const { field, code } of issues) {
    const [top = field, index] = field.split('.');
    const item = index === undefined ? undefined : sent[top]?.[Number(index)];
    out[top] ??= item === undefined ? { code } : { code, item };
  }
  return out;
}

/** The zod issues of a failed safeParse, as field errors. */
export function zodFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  sent: SentLists = {},
): FieldErrors {
  return groupFieldErrors(
    issues.map((issue) => ({ field: issue.path.map(String).join('.'), code: issue.message })),
    sent,
  );
}

/** The field errors of an API failure (none when it named no field). */
export function serverFieldErrors(err: unknown, sent: SentLists = {}): FieldErrors {
  return groupFieldErrors(fieldIssuesOf(err), sent);
}
