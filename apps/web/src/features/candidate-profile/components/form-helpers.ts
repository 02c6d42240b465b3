// Field errors are ErrorCodes (from the shared schemas or the server), translated where shown;
// a failure that names no field of the form is shown as a notification instead.
import { notifications } from '@mantine/notifications';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';

/** Puts the server's field errors beside their fields; anything else becomes a red notification. */
export function useServerErrors() {
  const errorText = useErrorText();
  return <T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) => {
    if (!applyServerErrors(err, setError, fields)) notifications.show({ color: 'red', message: errorText(err) });
  };
}

/** A green notification with one of the messages:crud texts (SPEC section 8). */
export function useNotifySuccess() {
  const { t } = useTranslation();
  return (key: 'created' | 'updated' | 'deleted' | 'saved' | 'uploaded') =>
    notifications.show({ color: 'green', message: t(`messages:crud.${key}`) });
}

/** A red notification for a failure outside any form. */
export function useNotifyFailure() {
  const errorText = useErrorText();
  return (err: unknown) => notifications.show({ color: 'red', message: errorText(err) });
}
