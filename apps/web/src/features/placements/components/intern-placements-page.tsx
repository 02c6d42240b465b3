// /candidate/placements: the intern's placements (docs/decisions/041), one card each, the latest
// first, paged. An accepted offer makes one; the company proposes a start date and the intern
// agrees here. Refreshed live when the company or the office changes one ('placement:changed').
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../lib/form-errors';
import { useUrlParams } from '../../../lib/url-params';
import { usePlacements } from '../api/get-placements';
import { PlacementCard } from './placement-card';

export function InternPlacementsPage() {
  const { t } = useTranslation('placements');
  const errorText = useErrorText();
  const { page, setParam } = useUrlParams();
  const query = usePlacements('own', { page });

  return (
    <Stack maw={960} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('intern.title')}</Title>
        <Text c="dimmed">{t('intern.intro')}</Text>
      </Stack>
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={220} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : query.isError ? (
        <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('intern.empty')} hint={t('intern.emptyHint')} />
      ) : (
        <>
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {query.data.items.map((placement) => (
              <li key={placement.id}>
                <PlacementCard placement={placement} />
              </li>
            ))}
          </Stack>
          <Pager
            total={query.data.total}
            take={query.data.take}
            page={page}
            onChange={(p) => setParam('page', String(p))}
          />
        </>
      )}
    </Stack>
  );
}
