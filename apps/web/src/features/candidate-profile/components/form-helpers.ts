// Success messages of the profile's forms. Field errors and failures: lib/notify.ts.
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** A green notification with one of the messages:crud texts (SPEC section 8). */
export function useNotifySuccess() {
  const { t } = useTranslation();
  return (key: 'created' | 'updated' | 'deleted' | 'saved' | 'uploaded') =>
    notifications.show({ color: 'green', message: t(`messages:crud.${key}`) });
}
