// /candidate/setting, /company/setting (SPEC sections 2 and 3 "Settings"), /admin-portal/settings and
// /institution/settings: the emails the account receives (their language too), the password and,
// but for an administrator (whose address the create-admin command sets, docs/decisions/018) and an
// institution's coordinator (whose address the office's invitation set, 061), the sign-in email; a
// company's page also holds its contact person. A coordinator receives no notifications: their
// emails' language is all there is to choose.
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

const DESCRIPTION: Record<Area, string> = {
  candidate: 'description',
  company: 'description',
  admin: 'adminDescription',
  institution: 'institutionDescription',
};

export function SettingsPage({ area }: { area: Area }) {
  const { t } = useTranslation('settings');
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t(DESCRIPTION[area])}</Text>
      </div>
      <EmailPreferences notifications={area !== 'institution'} />
      {area === 'company' ? <CompanyContact /> : null}
      <ChangePasswordForm />
      {/* Keyed by the address: a changed email starts the form anew. */}
      {user && (area === 'candidate' || area === 'company') ? (
        <SignInEmailForm key={user.email} email={user.email} />
      ) : null}
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
