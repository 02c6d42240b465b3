// The link from a record's page to its account's page (/admin-portal/accounts/:id: suspend,
// restore, delete, resend the verification email), which another feature draws.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';

export function AccountLink({ userId }: { userId: string }) {
  const { t } = useTranslation('adminRecords');
  return (
    <Button component={PageLink} to={`/admin-portal/accounts/${userId}`} variant="default">
      {t('account')}
    </Button>
  );
}
