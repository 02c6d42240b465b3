import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { AccountSummary } from './account-summary';

/** The dashboard both roles land on after sign-in; each later issue adds its panels. */
export function DashboardWelcome({ intro }: { intro: string }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack maw={960}>
      <Title order={1}>{t('dashboard.welcome', { name: user.displayName })}</Title>
      <Text c="dimmed">{intro}</Text>
      <AccountSummary user={user} />
    </Stack>
  );
}
