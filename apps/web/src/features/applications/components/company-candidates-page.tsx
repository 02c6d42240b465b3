// /company/candidates: every applicant of the company's jobs, filtered by job, tab (with counts),
// name and "saved only" (all in the URL), as a table (cards on a phone); each row links to the
// candidate's page, saves or unsaves the candidate, and opens the application. The same filters
// export as CSV.
import { type CompanyApplicant, companyApplicantListQuerySchema } from '@fis/shared/application-schemas';
import { CANDIDATE_TABS } from '@fis/shared/application-stages';
import {
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { formatDay } from '../../../lib/dates';
import { parseQuery, useUrlParams } from '../../../lib/url-params';
import {
  type CompanyCandidateFilters,
  exportCompanyCandidates,
  useCompanyCandidates,
} from '../api/get-company-candidates';
import { useOwnJob } from '../api/get-company-job';
import { useCompanyJobOptions } from '../api/get-company-job-options';
import { CandidateBookmarkToggle } from './candidate-bookmark-toggle';
import { CompanyApplicationDrawer } from './company-application-drawer';
import { useNotifyFailure } from './form-helpers';
import { applicantName } from './format';

/** The job filter's "every job" choice (a Select option needs a value). */
const ALL_JOBS = 'all';

function readFilters(params: URLSearchParams): CompanyCandidateFilters {
  const { tab, jobId, keyword, bookmarked, page } = parseQuery(companyApplicantListQuerySchema, params);
  return { tab, jobId: jobId ?? '', keyword: keyword ?? '', bookmarked, page };
}

export function CompanyCandidatesPage() {
  const { t } = useTranslation('candidates');
  const { params, setParam, clearParams } = useUrlParams();
  const filters = readFilters(params);
  const query = useCompanyCandidates(filters);
  // The job filter searches the company's jobs on the server as one types; the chosen job keeps
  // its name even when it is not among the first results.
  const chosenJob = useOwnJob(filters.jobId);
  const chosenLabel = chosenJob.data?.positionName ?? '';
  const [jobSearch, setJobSearch] = useState('');
  const [jobSearchDebounced] = useDebouncedValue(jobSearch.trim(), 300);
  const jobs = useCompanyJobOptions(jobSearchDebounced === chosenLabel ? '' : jobSearchDebounced);
  const phone = useMediaQuery('(max-width: 48em)');
  const notifyFailure = useNotifyFailure();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [debounced] = useDebouncedValue(keyword, 400);
  const [viewing, setViewing] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  // The search box writes to the URL once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new keyword should write the URL
  useEffect(() => {
    if (debounced.trim() !== filters.keyword) setParam('keyword', debounced.trim());
  }, [debounced]);

  const filtered = filters.keyword !== '' || filters.jobId !== '' || filters.bookmarked || filters.tab !== 'all';
  const clearFilters = () => {
    setKeyword('');
    clearParams();
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportCompanyCandidates(filters);
    } catch (err) {
      notifyFailure(err);
    } finally {
      setExporting(false);
    }
  };

  const items = query.data?.items ?? [];
  const tabCounts = query.data?.tabCounts;
  const found = jobs.data ?? [];
  const jobOptions = [
    { value: ALL_JOBS, label: t('list.allJobs') },
    ...(filters.jobId && chosenLabel && !found.some((job) => job.value === filters.jobId)
      ? [{ value: filters.jobId, label: chosenLabel }]
      : []),
    ...found,
  ];

  const nameLink = (row: CompanyApplicant) => (
    <Anchor
      component={Link}
      to={`/company/candidate/${row.candidate.id}`}
      fw={600}
      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
    >
      {applicantName(row.candidate)}
    </Anchor>
  );
  const openButton = (row: CompanyApplicant) => (
    <Button
      size="xs"
      variant="light"
      aria-label={t('list.openLabel', { name: applicantName(row.candidate), position: row.job.positionName })}
      onClick={() => setViewing(row.id)}
    >
      {t('list.open')}
    </Button>
  );
  const toggle = (row: CompanyApplicant) => (
    <CandidateBookmarkToggle
      candidateId={row.candidate.id}
      name={applicantName(row.candidate)}
      bookmarked={row.bookmarked}
    />
  );

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
      <>
        <Text size="sm" c="dimmed" role="status">
          {t('list.total', { count: query.data.total })}
        </Text>
        {phone ? (
          <Stack gap="sm">
            {items.map((row) => (
              <Card key={row.id} withBorder padding="md">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    {nameLink(row)}
                    {toggle(row)}
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.job.positionName}
                  </Text>
                  <Group gap="xs" justify="space-between">
                    <CompanyStageBadge stage={row.stage} />
                    <Text size="sm" c="dimmed">
                      {t('list.appliedOn', { date: formatDay(row.appliedAt) })}
                    </Text>
                  </Group>
                  {openButton(row)}
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <DataTable
            rows={items}
            rowKey={(row) => row.id}
            minWidth={760}
            columns={[
              { key: 'name', header: t('list.name'), cell: nameLink },
              { key: 'job', header: t('list.job'), cell: (row: CompanyApplicant) => row.job.positionName },
              { key: 'stage', header: t('list.stage'), cell: (row) => <CompanyStageBadge stage={row.stage} /> },
              { key: 'appliedAt', header: t('list.appliedAt'), cell: (row) => formatDay(row.appliedAt) },
              { key: 'saved', header: t('list.saved'), cell: toggle },
              { key: 'actions', header: t('list.actions'), cell: openButton },
            ]}
          />
        )}
        <Pager
          total={query.data.total}
          take={query.data.take}
          page={filters.page}
          onChange={(page) => setParam('page', page === 1 ? null : String(page))}
        />
      </>
    );

  return (
    <Stack maw={1200} gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </Stack>
        <Button variant="default" onClick={runExport} loading={exporting}>
          {t('list.export')}
        </Button>
      </Group>

      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('list.job')}
          data={jobOptions}
          value={filters.jobId || ALL_JOBS}
          onChange={(value) => setParam('jobId', value === ALL_JOBS ? null : value)}
          allowDeselect={false}
          searchable
          searchValue={jobSearch}
          onSearchChange={setJobSearch}
          // Already filtered by the server.
          filter={({ options }) => options}
          nothingFoundMessage={t('list.noJobs')}
          w={{ base: '100%', xs: 280 }}
        />
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

      <Tabs value={filters.tab} onChange={(v) => setParam('tab', v === 'all' ? null : v)} keepMounted={false}>
        <Tabs.List aria-label={t('list.tabs')} style={{ flexWrap: 'wrap' }}>
          {CANDIDATE_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tabCounts
                ? t('applications:tabs.label', { tab: t(`applications:tabs.${tab}`), count: tabCounts[tab] ?? 0 })
                : t(`applications:tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {body}

      <CompanyApplicationDrawer id={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
