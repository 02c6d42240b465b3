// One tab of the eligibility queue: its candidates' cards and the pager, or the skeletons, the load
// error or the empty state.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardSkeletons, EmptyState, LoadError } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import type { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import type { useEligibilityQueue } from '../api/eligibility-queue';
import { EligibilityCandidateCard } from './eligibility-candidate-card';

export function EligibilityQueueList({
  query,
  page,
  onPageChange,
  focus,
}: {
  query: ReturnType<typeof useEligibilityQueue>;
  page: number;
  onPageChange: (page: number) => void;
  /** Where focus goes when a decided candidate leaves the list. */
  focus: ReturnType<typeof useFocusAfterRemoval>;
}) {
  const { t } = useTranslation('eligibility');
  if (query.isPending) return <CardSkeletons count={2} />;
  if (query.isError)
    return <LoadError message={t('queue.error')} detail={query.error.message} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState title={t('queue.empty')} />;
  return (
    <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {query.data.items.map((candidate) => (
        <EligibilityCandidateCard
          key={candidate.id}
          candidate={candidate}
          focusRef={focus.itemRef(candidate.id)}
          onDecided={() => focus.leaving(candidate.id)}
        />
      ))}
      <Pager total={query.data.total} take={query.data.take} page={page} onChange={onPageChange} />
    </Stack>
  );
}
