import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { AccountSummary } from './account-summary';

/** The dashboard both roles land on after sign-in: a welcome, the role's panels, the account. */
export function DashboardWelcome({ intro, children }: { intro: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack maw={1100} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.welcome', { name: user.displayName })}</Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {children}
      <AccountSummary user={user} />
    </Stack>
  );
}
