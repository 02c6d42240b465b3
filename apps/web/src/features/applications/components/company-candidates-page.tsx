// /company/candidates: every applicant of the company's jobs, filtered by job, tab (with counts),
// name and "saved only" (all in the URL), as a table (cards on a phone); each row links to the
// candidate's page, saves or unsaves the candidate (the route passes the bookmark toggle), and
// opens the application. The same filters export as CSV.
import { Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotifyFailure } from '../../../lib/notify';
import type { CompanyCandidateFilters } from '../api/get-company-candidates';
import { isFiltered, useCompanyCandidateList } from '../hooks/use-applicant-lists';
import { useCsvExport } from '../hooks/use-csv-export';
import type { InterviewsSlot, MessageLinkSlot } from './application-details';
import { CandidateTabs } from './candidate-tabs';
import { type BookmarkSlot, CompanyCandidatesList } from './company-candidates-list';
import { JobFilter } from './job-filter';
import { CompanyApplicationDrawer } from './lazy-application-drawers';

export function CompanyCandidatesPage({
  filters,
  bookmark,
  interviews,
  messageLink,
  recommended,
}: {
  /** The job, tab, search, "saved only" and page the address chose, as the route's loader read them. */
  filters: CompanyCandidateFilters;
  bookmark: BookmarkSlot;
  interviews: InterviewsSlot;
  messageLink: MessageLinkSlot;
  /** The system's recommendation (SPEC section 2): candidates who have not applied, per open job. */
  recommended?: React.ReactNode;
}) {
  const { t } = useTranslation('candidates');
  const { query, items, setParam, keyword, setKeyword, clearFilters, refreshing } = useCompanyCandidateList(filters);
  const csv = useCsvExport({ onError: useNotifyFailure() });
  const [viewing, setViewing] = useState<string | null>(null);
  const filtered = isFiltered(filters);

  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton height={320} />;
  else if (query.isError) body = <LoadError message={t('list.error')} onRetry={() => query.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title={filtered ? t('list.noMatch') : t('list.empty')}
        hint={filtered ? undefined : t('list.emptyHint')}
        action={
          filtered ? (
            <Button variant="default" onClick={clearFilters}>
              {t('list.clearFilters')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <Stack gap="lg" {...refreshingProps(refreshing)}>
        <Text size="sm" c="dimmed" role="status">
          {t('list.total', { count: query.data.total })}
        </Text>
        <CompanyCandidatesList
          rows={items}
          bookmark={bookmark}
          messageLink={messageLink}
          onOpen={(row) => setViewing(row.id)}
        />
        <Pager
          total={query.data.total}
          take={query.data.take}
          page={filters.page}
          onChange={(page) => setParam('page', page === 1 ? null : String(page))}
        />
      </Stack>
    );

  return (
    <Stack maw={1200} gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </Stack>
        <Button variant="default" onClick={() => csv.start(filters)} loading={csv.exporting}>
          {t('list.export')}
        </Button>
      </Group>

      <Group align="flex-end" gap="md" wrap="wrap">
        <JobFilter jobId={filters.jobId} onChange={(jobId) => setParam('jobId', jobId)} />
        <TextInput
          label={t('list.keyword')}
          placeholder={t('list.keywordPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          type="search"
          w={{ base: '100%', xs: 280 }}
        />
        <Switch
          label={t('list.bookmarkedOnly')}
          checked={filters.bookmarked}
          onChange={(e) => setParam('bookmarked', e.currentTarget.checked ? 'true' : null)}
          pb={8}
        />
      </Group>

      <CandidateTabs
        value={filters.tab}
        counts={query.data?.tabCounts}
        label={t('list.tabs')}
        onChange={(tab) => setParam('tab', tab)}
      />

      {body}

      {recommended}

      <CompanyApplicationDrawer
        id={viewing}
        onClose={() => setViewing(null)}
        interviews={interviews}
        messageLink={messageLink}
      />
    </Stack>
  );
}
