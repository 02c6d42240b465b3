// A message form's errors by field (its forms keep plain state, not react-hook-form's: the
// recipients are chips), whether zod found them in the browser or the API answered them
// (lib/form-errors.ts reads the API's): 'recipients.3' (the address refused) and 'recipients'
// both belong to the recipients field. The first error of each field is kept; the values are ErrorCodes, translated on show.
import { fieldIssuesOf } from '../../../lib/form-errors';

export type FieldErrors = Partial<Record<string, string>>;

export function groupFieldErrors(issues: readonly { field: string; code: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const { field, code } of issues) {
    const top = field.split('.')[0] ?? field;
    out[top] ??= code;
  }
  return out;
}

/** The zod issues of a failed safeParse, as field errors. */
export function zodFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  return groupFieldErrors(issues.map((issue) => ({ field: issue.path.map(String).join('.'), code: issue.message })));
}

/** The field errors of an API failure (none when it named no field). */
export function serverFieldErrors(err: unknown): FieldErrors {
  return groupFieldErrors(fieldIssuesOf(err));
}
