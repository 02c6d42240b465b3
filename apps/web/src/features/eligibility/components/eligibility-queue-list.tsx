// One tab of the eligibility queue: its candidates' cards (with a box to tick each for a decision on
// many at once, on the unverified tabs: eligibility-bulk-bar.tsx) and the pager, or the skeletons,
// the load error or the empty state.

import type { EligibilityCandidate } from '@fis/shared/eligibility-schemas';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardSkeletons, EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import type { useFocusAfterRemoval } from '../../../lib/focus-after-removal';
import type { useSelection } from '../../../lib/use-selection';
import type { useEligibilityQueue } from '../api/eligibility-queue';
import { EligibilityCandidateCard } from './eligibility-candidate-card';

export function EligibilityQueueList({
  query,
  page,
  onPageChange,
  focus,
  selection,
}: {
  query: ReturnType<typeof useEligibilityQueue>;
  /** The candidates ticked, on the tabs that decide many at once (the unverified ones). */
  selection?: ReturnType<typeof useSelection<EligibilityCandidate>>;
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
    <Stack gap="sm" {...refreshingProps(query.isPlaceholderData)}>
      {query.data.items.map((candidate) => (
        <EligibilityCandidateCard
          key={candidate.id}
          candidate={candidate}
          focusRef={focus.itemRef(candidate.id)}
          onDecided={() => focus.leaving(candidate.id)}
          selected={selection?.isSelected(candidate)}
          onSelect={selection ? (on) => selection.toggle(candidate, on) : undefined}
        />
      ))}
      <Pager total={query.data.total} take={query.data.take} page={page} onChange={onPageChange} />
    </Stack>
  );
}
