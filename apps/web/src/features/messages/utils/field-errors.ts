// A message form's errors by field, whether zod found them in the browser or the API answered
// them: 'recipients.3' (the address refused) and 'recipients' both belong to the recipients
// field. The first error of each field is kept; the values are ErrorCodes, translated on show.
import { ApiError } from '../../../lib/api-client';

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
  if (!(err instanceof ApiError)) return {};
  const body = err.body as { field?: string; fields?: { field: string; code: string }[]; code: string };
  const issues = body.fields?.length ? body.fields : body.field ? [{ field: body.field, code: body.code }] : [];
  return groupFieldErrors(issues);
}
