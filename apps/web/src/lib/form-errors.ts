// Puts the API's field errors next to their fields. Field messages are ErrorCodes both from
// the shared zod schemas and from the server, so one translation path serves both.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Returns true when the error named at least one field the form has. */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  const body = err.body as { field?: string; fields?: { field: string; code: string }[]; code: string };
  const issues = body.fields?.length ? body.fields : body.field ? [{ field: body.field, code: body.code }] : [];
  let applied = false;
  for (const issue of issues) {
    if (formFields.includes(issue.field)) {
      setError(issue.field as Path<T>, { type: 'server', message: issue.code }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
