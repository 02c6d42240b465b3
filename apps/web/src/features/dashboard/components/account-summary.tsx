import type { CurrentUser } from '@fis/shared/auth-schemas';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';

export function AccountSummary({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const rows = [
    [t('dashboard.email'), user.email],
    [t('dashboard.role'), t(`roles.${user.role}`)],
    [t('dashboard.emailLanguage'), t(`language.${user.emailLanguage}`)],
  ];
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.account')}
      </Title>
      <ColumnsGrid cols={{ base: 1, sm: 3 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text>{value}</Text>
          </Stack>
        ))}
      </ColumnsGrid>
    </Card>
  );
}
