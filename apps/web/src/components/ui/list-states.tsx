// What a list or a page shows while it loads, when it failed, and when it is empty.
import { Alert, Button, Card, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from './skeleton';

export function CardSkeletons({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        // The shape of a job or company card (logo, position, company, badges, dates), so that the
        // cards take the skeletons' place without moving the page.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
        <Card key={i} withBorder padding="lg" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <Skeleton height={52} width={52} radius="md" />
            <Stack gap={10} style={{ flex: 1 }}>
              <Skeleton height={24} width="55%" />
              <Skeleton height={14} width="30%" />
              <Skeleton height={20} width="70%" />
              <Skeleton height={12} width="45%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function LoadError({ message, detail, onRetry }: { message: string; detail?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={message} role="alert">
      <Stack gap="sm" align="flex-start">
        {detail && <Text size="sm">{detail}</Text>}
        <Button variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack gap="xs" align="center">
        <Text fw={600}>{title}</Text>
        {hint && <Text c="dimmed">{hint}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}

/**
 * The props of a list whose rows are the ones before a change of its filters or page while the new
 * ones load: dimmed, and marked busy so that assistive technology (and the browser suite's
 * accessibility check) waits for the rows that follow.
 */
export function refreshingProps(refreshing: boolean) {
  return { style: { opacity: refreshing ? 0.6 : 1 }, 'aria-busy': refreshing };
}
