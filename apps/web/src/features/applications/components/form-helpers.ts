// Failures of this feature's forms and actions: field errors beside their fields, anything else
// as a red notification.
import { notifications } from '@mantine/notifications';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';

export function useServerErrors() {
  const errorText = useErrorText();
  return <T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) => {
    if (!applyServerErrors(err, setError, fields)) notifications.show({ color: 'red', message: errorText(err) });
  };
}

export function useNotifyFailure() {
  const errorText = useErrorText();
  return (err: unknown) => notifications.show({ color: 'red', message: errorText(err) });
}
