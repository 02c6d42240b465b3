// /admin-portal/applications: every company's applications, found by the candidate's name or
// email or the position and filtered by stage and the candidate's school (and, from a link, by
// company or job); the candidate, the job and the company each open their page in the portal.
import { ADMIN_APPLICATION_SORTS } from '@fis/shared/admin-list-choices';
import type { AdminApplicationRow } from '@fis/shared/admin-list-schemas';
import { APPLIED_STAGES, stageLabel } from '@fis/shared/application-stages';
import { companyNameIn } from '@fis/shared/company-name';
import { INSTITUTIONS } from '@fis/shared/enums';
import { institutionLabel } from '@fis/shared/institution-label';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table';
import { PageLink } from '../../../components/ui/page-link';
import { OfficeStageBadge } from '../../../components/ui/stage-badge';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import type { readApplicationListQuery } from '../utils/list-queries';
import { AdminListPage } from './admin-list-page';

/** `query`: the list's query as its route's loader read it from the address. */
export function ApplicationsListPage({ query }: { query: ReturnType<typeof readApplicationListQuery> }) {
  const { t, i18n } = useTranslation('adminLists');
  const dates = useDates();

  const columns: DataColumn<AdminApplicationRow>[] = [
    {
      key: 'candidate',
      header: t('applications.columns.candidate'),
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={PageLink} to={`/admin-portal/candidates/${row.candidate.id}`} fw={500}>
            {row.candidate.englishName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.candidate.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'institution',
      header: t('applications.columns.institution'),
      cell: (row) => institutionLabel(row.candidate, t),
    },
    {
      key: 'position',
      header: t('applications.columns.position'),
      cell: (row) => (
        <Anchor component={PageLink} to={`/admin-portal/jobs/${row.job.id}/edit`}>
          {row.job.positionName}
        </Anchor>
      ),
    },
    {
      key: 'company',
      header: t('applications.columns.company'),
      cell: (row) => (
        <Anchor component={PageLink} to={`/admin-portal/companies/${row.company.id}`}>
          {companyNameIn(row.company, i18n.language)}
        </Anchor>
      ),
    },
    { key: 'stage', header: t('applications.columns.stage'), cell: (row) => <OfficeStageBadge stage={row.stage} /> },
    { key: 'appliedAt', header: t('applications.columns.appliedAt'), cell: (row) => dates.date(row.appliedAt) },
    {
      key: 'stageChangedAt',
      header: t('applications.columns.stageChangedAt'),
      cell: (row) => dates.date(row.stageChangedAt),
    },
    {
      key: 'open',
      header: t('applications.columns.open'),
      card: 'actions',
      cell: (row) => (
        <Anchor
          component={PageLink}
          to={`/admin-portal/applications/${row.id}`}
          aria-label={t('applications.openLabel', {
            name: applicantName(row.candidate),
            position: row.job.positionName,
          })}
        >
          {t('applications.open')}
        </Anchor>
      ),
    },
  ];

  return (
    <AdminListPage
      list="applications"
      title={t('applications.title')}
      query={query}
      searchPlaceholder={t('applications.searchPlaceholder')}
      filters={[
        {
          key: 'stage',
          label: t('applications.filters.stage'),
          options: APPLIED_STAGES.map((value) => ({ value: String(value), label: t(stageLabel(value, 'office')) })),
        },
        {
          key: 'institution',
          label: t('applications.filters.institution'),
          options: INSTITUTIONS.map((value) => ({ value, label: t(`common:options.institution.${value}`) })),
        },
      ]}
      sorts={ADMIN_APPLICATION_SORTS.map((value) => ({ value, label: t(`applications.sorts.${value}`) }))}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => `${row.candidate.englishName} · ${row.job.positionName}`}
      minWidth={1000}
    />
  );
}
