// /candidate/setting, /company/setting (SPEC sections 2 and 3 "Settings") and /admin-portal/settings:
// the emails the account receives (their language too), the password and, but for an administrator
// (whose address the create-admin command sets, docs/decisions/018), the sign-in email; a company's
// page also holds its contact person.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import type { Area } from '../../../lib/session';
import { useCompanyContact } from '../api/settings';
import { ChangePasswordForm } from './change-password-form';
import { ContactPersonForm } from './contact-person-form';
import { EmailPreferences } from './email-preferences';
import { SignInEmailForm } from './sign-in-email-form';

export function SettingsPage({ area }: { area: Area }) {
  const { t } = useTranslation('settings');
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t(area === 'admin' ? 'adminDescription' : 'description')}</Text>
      </div>
      <EmailPreferences />
      {area === 'company' ? <CompanyContact /> : null}
      <ChangePasswordForm />
      {/* Keyed by the address: a changed email starts the form anew. */}
      {user && area !== 'admin' ? <SignInEmailForm key={user.email} email={user.email} /> : null}
    </Stack>
  );
}

function CompanyContact() {
  const { t } = useTranslation('settings');
  const query = useCompanyContact();
  if (query.isPending) {
    return <Skeleton height={260} radius="md" role="status" aria-busy="true" aria-label={t('common:loading')} />;
  }
  if (query.isError) return <LoadError message={t('contact.loadError')} onRetry={() => void query.refetch()} />;
  return <ContactPersonForm contact={query.data} />;
}
