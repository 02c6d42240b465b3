// /company/job-list: the company's jobs with sort, status and approval filters, paging, and
// each job's actions. A job's status says where it stands, its approval included (a rejected job
// with the administrator's reason). Filters live in the URL, so the back button and a reload keep them.
import { type CompanyJobListItem, companyJobListQuerySchema } from '@fis/shared/company-job-schemas';
import { ApprovalStatus } from '@fis/shared/enums';
import { JOB_SORTS, JOB_STATUS_VALUES } from '@fis/shared/job-enums';
import { formatCount } from '@fis/shared/limits';
import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { JobStateBadge } from '../../../components/ui/job-state-badge';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { parseQuery, useLatestSearchParams } from '../../../lib/url-params';
import { type CompanyJobFilters, useCompanyJobs } from '../api/get-company-jobs';
import { JobActions } from './job-actions';

const APPROVAL_VALUES: number[] = [ApprovalStatus.PENDING, ApprovalStatus.APPROVED, ApprovalStatus.REJECTED];

/** The list the address asks for, read alike by the page and its route's loader. */
export function readCompanyJobFilters(params: URLSearchParams): CompanyJobFilters {
  const { sort, status, approvalStatus, page } = parseQuery(companyJobListQuerySchema, params);
  return { sort, status, approvalStatus, page };
}

export function JobListPage() {
  const { t } = useTranslation('jobs');
  const { date } = useDates();
  const label = useLabel();
  const [params, setParams] = useLatestSearchParams();
  const filters = readCompanyJobFilters(params);
  const query = useCompanyJobs(filters);
  const filtered = filters.status !== undefined || filters.approvalStatus !== undefined;

  const setFilter = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const postButton = (
    <Button component={PageLink} to="/company/create-job">
      {t('list.post')}
    </Button>
  );

  return (
    <Stack maw={1200} gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </Stack>
        {postButton}
      </Group>

      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('list.sort')}
          value={filters.sort}
          onChange={(v) => setFilter('sort', v)}
          data={JOB_SORTS.map((s) => ({ value: s, label: t(`common:options.jobSort.${s}`) }))}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('list.status')}
          value={filters.status === undefined ? '' : String(filters.status)}
          onChange={(v) => setFilter('status', v)}
          data={[
            { value: '', label: t('list.allStatuses') },
            ...JOB_STATUS_VALUES.map((s) => ({ value: String(s), label: t(`common:options.jobStatus.${s}`) })),
          ]}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('list.approval')}
          value={filters.approvalStatus === undefined ? '' : String(filters.approvalStatus)}
          onChange={(v) => setFilter('approvalStatus', v)}
          data={[
            { value: '', label: t('list.allApprovals') },
            ...APPROVAL_VALUES.map((s) => ({ value: String(s), label: t(`approval.${s}`) })),
          ]}
          allowDeselect={false}
          w={200}
        />
      </Group>

      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError ? (
        <LoadError message={query.error.message} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('list.noMatch') : t('list.empty')}
          hint={filtered ? t('list.noMatchHint') : t('list.emptyHint')}
          action={
            filtered ? (
              <Button variant="default" onClick={() => setParams(new URLSearchParams())}>
                {t('list.clearFilters')}
              </Button>
            ) : (
              postButton
            )
          }
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('list.total', { count: query.data.total })}
          </Text>
          <DataTable
            rows={query.data.items}
            rowKey={(job) => job.id}
            minWidth={900}
            columns={[
              {
                key: 'position',
                header: t('fields.positionName'),
                cell: (job: CompanyJobListItem) => (
                  <>
                    <Anchor component={PageLink} to={`/company/job/${job.id}`} fw={600}>
                      {job.positionName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t(`common:options.jobCity.${job.city}`)} · {t(`common:options.jobMode.${job.jobMode}`)}
                    </Text>
                  </>
                ),
              },
              {
                key: 'status',
                header: t('list.status'),
                cell: (job) => (
                  <Stack gap={4} align="flex-start">
                    <JobStateBadge job={job} />
                    {job.approvalStatus === ApprovalStatus.REJECTED && job.reviewReason ? (
                      <Text size="xs" c="dimmed" maw={240} style={{ overflowWrap: 'anywhere' }}>
                        {label(t('detail.rejectedReason'))}
                        {job.reviewReason}
                      </Text>
                    ) : null}
                  </Stack>
                ),
              },
              {
                key: 'postedAt',
                header: t('fields.postedAt'),
                cell: (job) => (job.postedAt ? date(job.postedAt) : '—'),
              },
              { key: 'expiresOn', header: t('fields.expiresOn'), cell: (job) => date(job.expiresOn) },
              { key: 'viewCount', header: t('fields.viewCount'), cell: (job) => formatCount(job.viewCount) },
              { key: 'actions', header: t('list.actions'), cell: (job) => <JobActions job={job} inRow /> },
            ]}
          />
          <Pager
            total={query.data.total}
            take={query.data.take}
            page={filters.page}
            onChange={(page) => setFilter('page', String(page))}
          />
        </>
      )}
    </Stack>
  );
}
