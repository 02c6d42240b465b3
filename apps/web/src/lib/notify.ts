// Failures of forms and actions: field errors beside their fields, anything else as a red
// notification. Used by every feature with a form or an action.
import { notifications } from '@mantine/notifications';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, useErrorText } from './form-errors';

/** Puts the server's field errors beside their fields; anything else becomes a red notification. */
export function useServerErrors() {
  const errorText = useErrorText();
  return <T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) => {
    if (!applyServerErrors(err, setError, fields)) notifications.show({ color: 'red', message: errorText(err) });
  };
}

/** A red notification for a failure outside any form. */
export function useNotifyFailure() {
  const errorText = useErrorText();
  return (err: unknown) => notifications.show({ color: 'red', message: errorText(err) });
}
