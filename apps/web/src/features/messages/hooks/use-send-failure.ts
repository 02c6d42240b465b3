// A send, reply or forward that failed without a field to blame: 'Sent message failed' (SPEC
// section 8), with the reason when the API gave one (a rate limit, a lost connection).
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/form-errors';

export function useSendFailure() {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  return (err: unknown) =>
    notifications.show({ color: 'red', title: t('message.sendFailed'), message: errorText(err) });
}
