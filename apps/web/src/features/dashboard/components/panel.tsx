// The frame of every dashboard panel: a titled card that shows a skeleton while its figures load,
// an error with a retry button when they fail, and the panel's content once they arrive.
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';

export function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** Renders `children(data)` once the query has data; a skeleton before, an error with retry on failure. */
export function QueryContent<T>({
  query,
  skeletonHeight = 160,
  children,
}: {
  query: UseQueryResult<T>;
  skeletonHeight?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  if (query.isPending) return <Skeleton height={skeletonHeight} aria-busy="true" />;
  if (query.isError) {
    return <LoadError message={t('loadError')} detail={query.error.message} onRetry={() => query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** What a list shows when it has nothing, with an optional way forward. */
export function EmptyState({ text, hint, action }: { text: string; hint?: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" ta="center" py="md">
      <Text fw={600}>{text}</Text>
      {hint && (
        <Text c="dimmed" size="sm">
          {hint}
        </Text>
      )}
      {action}
    </Stack>
  );
}
