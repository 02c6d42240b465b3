// Above the registration forms when this address has used up its registrations for now: how long
// to wait, before anyone fills in a form the API would refuse. The API still decides.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hydrated';
import { useRegistrationLimit } from '../api/registration-limit';

export function RegistrationLimitNotice() {
  const { t } = useTranslation('auth');
  const limit = useRegistrationLimit(useHydrated());
  if (!limit.data || limit.data.remaining > 0) return null;
  const minutes = Math.max(1, Math.ceil(limit.data.retryAfter / 60));
  return (
    <Alert color="yellow" variant="light" role="alert" mb="lg" title={t('register.limitReachedTitle')}>
      {t('register.limitReached', { count: minutes })}
    </Alert>
  );
}
