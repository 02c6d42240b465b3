// /admin-portal/jobs: every company's jobs (deleted ones aside), found by position or company and
// filtered by status, approval, location and function, with their applicants. The approval queue
// is /admin-portal/job-approvals, linked above the list.
import { ADMIN_JOB_SORTS, APPROVAL_VALUES } from '@fis/shared/admin-list-choices';
import type { AdminJobRow } from '@fis/shared/admin-list-schemas';
import { companyNameIn } from '@fis/shared/company-name';
import { JOB_FUNCTIONS, JOB_STATUS_VALUES, REGIONS } from '@fis/shared/job-enums';
import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table';
import { PageLink } from '../../../components/ui/page-link';
import { useDates } from '../../../lib/dates';
import type { readJobListQuery } from '../utils/list-queries';
import { AdminListPage } from './admin-list-page';
import { ApprovalBadge } from './badges';

/** `query`: the list's query as its route's loader read it from the address. */
export function JobsListPage({ query }: { query: ReturnType<typeof readJobListQuery> }) {
  const { t, i18n } = useTranslation('adminLists');
  const dates = useDates();

  const columns: DataColumn<AdminJobRow>[] = [
    {
      key: 'position',
      header: t('jobs.columns.position'),
      cell: (row) => (
        <Anchor component={PageLink} to={`/admin-portal/jobs/${row.id}/edit`} fw={500}>
          {row.positionName}
        </Anchor>
      ),
    },
    {
      key: 'company',
      header: t('jobs.columns.company'),
      cell: (row) => (
        <Anchor component={PageLink} to={`/admin-portal/companies/${row.companyId}`}>
          {companyNameIn({ name: row.companyName, nameZh: row.companyNameZh }, i18n.language)}
        </Anchor>
      ),
    },
    { key: 'status', header: t('jobs.columns.status'), cell: (row) => t(`common:options.jobStatus.${row.status}`) },
    {
      key: 'approval',
      header: t('jobs.columns.approval'),
      cell: (row) => <ApprovalBadge approval={row.approvalStatus} />,
    },
    {
      key: 'location',
      header: t('jobs.columns.location'),
      cell: (row) => t(`common:options.region.${row.location}`, row.location),
    },
    {
      key: 'jobFunction',
      header: t('jobs.columns.jobFunction'),
      cell: (row) => t(`common:options.jobFunction.${row.jobFunction}`, row.jobFunction),
    },
    { key: 'applicants', header: t('jobs.columns.applicants'), cell: (row) => row.applicants },
    { key: 'expiresOn', header: t('jobs.columns.expiresOn'), cell: (row) => dates.date(row.expiresOn) },
  ];

  return (
    <AdminListPage
      list="jobs"
      title={t('jobs.title')}
      query={query}
      aside={
        <Button component={PageLink} to="/admin-portal/job-approvals" variant="light">
          {t('jobs.approvalQueue')}
        </Button>
      }
      searchPlaceholder={t('jobs.searchPlaceholder')}
      filters={[
        {
          key: 'status',
          label: t('jobs.filters.status'),
          options: JOB_STATUS_VALUES.map((value) => ({
            value: String(value),
            label: t(`common:options.jobStatus.${value}`),
          })),
        },
        {
          key: 'approval',
          label: t('jobs.filters.approval'),
          options: APPROVAL_VALUES.map((value) => ({ value: String(value), label: t(`approval.${value}`) })),
        },
        {
          key: 'location',
          label: t('jobs.filters.location'),
          options: REGIONS.map((value) => ({ value, label: t(`common:options.region.${value}`) })),
        },
        {
          key: 'jobFunction',
          label: t('jobs.filters.jobFunction'),
          options: JOB_FUNCTIONS.map((value) => ({ value, label: t(`common:options.jobFunction.${value}`) })),
        },
      ]}
      sorts={ADMIN_JOB_SORTS.map((value) => ({ value, label: t(`jobs.sorts.${value}`) }))}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.positionName}
      minWidth={1000}
    />
  );
}
