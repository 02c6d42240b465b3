import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PendingCompanies } from './pending-companies';

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack maw={1100}>
      <Title order={1}>{t('dashboard.title')}</Title>
      <Title order={2} size="h3">
        {t('dashboard.pendingCompanies')}
      </Title>
      <Text c="dimmed">{t('dashboard.pendingIntro')}</Text>
      <PendingCompanies />
    </Stack>
  );
}
