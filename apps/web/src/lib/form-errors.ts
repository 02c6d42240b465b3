// Puts the API's field errors next to their fields. Field messages are ErrorCodes both from
// the shared zod schemas and from the server, so one translation path serves both.
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/** The fields an API failure names, each with its ErrorCode (none for another error). */
export function fieldIssuesOf(err: unknown): { field: string; code: string }[] {
  if (!(err instanceof ApiError)) return [];
  const body = err.body as { field?: string; fields?: { field: string; code: string }[]; code: string };
  return body.fields?.length ? body.fields : body.field ? [{ field: body.field, code: body.code }] : [];
}

/**
 * The first error of each field, by the form's name of the field (`rename`), for forms that keep
 * their errors in plain state: zod's issues (`path` joined by dots) or the API's (fieldIssuesOf).
 */
export function firstErrorByField(
  issues: readonly { field: string; code: string }[],
  rename: (field: string) => string = (field) => field,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, code } of issues) out[rename(field)] ??= code;
  return out;
}

/** Returns true when the error named at least one field the form has. */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): boolean {
  let applied = false;
  for (const issue of fieldIssuesOf(err)) {
    if (formFields.includes(issue.field)) {
      setError(issue.field as Path<T>, { type: 'server', message: issue.code }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** Seconds until the action may be tried again, when the API says so. */
export function retryAfterOf(err: unknown): number | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const body = err.body as { retryAfter?: unknown } | null;
  return typeof body?.retryAfter === 'number' ? body.retryAfter : undefined;
}

/** The translated text of any failure, in the language shown now. */
export function useErrorText(): (err: unknown) => string {
  const { t } = useTranslation();
  return (err) => {
    if (err instanceof ApiError && err.body?.code) {
      return t(`errors:${err.code}`, { seconds: retryAfterOf(err) ?? 0, defaultValue: err.message });
    }
    return t('errors:INTERNAL');
  };
}

/** The translated text of a field's error (zod and server messages are both ErrorCodes). */
export function useFieldErrorText(): (error: FieldError | { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => (error?.message ? t(`errors:${error.message}`) : undefined);
}
