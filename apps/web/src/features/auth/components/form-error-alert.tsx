// Turning API failures into text: field errors beside their field, the rest in an alert above
// the submit button. Every message is an ErrorCode translated from the errors namespace.
import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';

/** Seconds until the action may be tried again, when the API says so. */
export function retryAfterOf(err: unknown): number | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const body = err.body as { retryAfter?: unknown } | null;
  return typeof body?.retryAfter === 'number' ? body.retryAfter : undefined;
}

export function errorCodeOf(err: unknown): string | undefined {
  return err instanceof ApiError ? err.code : undefined;
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
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => (error?.message ? t(`errors:${error.message}`) : undefined);
}

/**
 * Puts server errors beside their fields. Codes that always concern one field (listed in
 * fieldByCode) go beside it even when the server named no field. Returns false when nothing
 * was placed, so the caller shows the error in an alert.
 */
export function applyFormErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fieldByCode: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (applyServerErrors(err, setError, fields)) return true;
  const code = errorCodeOf(err);
  const field = code ? fieldByCode[code] : undefined;
  if (!code || !field) return false;
  setError(field, { type: 'server', message: code }, { shouldFocus: true });
  return true;
}

interface FormErrorAlertProps {
  error: unknown;
  /** Extra guidance shown under the message. */
  hint?: ReactNode;
}

export function FormErrorAlert({ error, hint }: FormErrorAlertProps) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert color="red" variant="light">
      <Stack gap={4}>
        <Text size="sm">{errorText(error)}</Text>
        {hint ? <Text size="sm">{hint}</Text> : null}
      </Stack>
    </Alert>
  );
}
