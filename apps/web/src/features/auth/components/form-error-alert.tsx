// Turning API failures into text: field errors beside their field, the rest in an alert above
// the submit button. Every message is an ErrorCode translated from the errors namespace.
import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';

export function errorCodeOf(err: unknown): string | undefined {
  return err instanceof ApiError ? err.code : undefined;
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
