import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../ui/page-link';

export function BrandLink({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={PageLink} to={to} aria-label={t('appName')}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={700} c="scheme.8" visibleFrom="xs">
          {t('appName')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
