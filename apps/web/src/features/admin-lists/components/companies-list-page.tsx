// /admin-portal/companies: every company, found by name, email or company ID and filtered by
// approval state, region, account state, the round it takes part in and, within that round, its
// funded places not yet offered (decision 054), with its open jobs and hires; a name opens the
// company's page in the portal.
import { ACCOUNT_STATUS_VALUES, ADMIN_COMPANY_SORTS, APPROVAL_VALUES } from '@fis/shared/admin-list-choices';
import type { AdminCompanyRow } from '@fis/shared/admin-list-schemas';
import { companyNameIn } from '@fis/shared/company-name';
import { REGIONS } from '@fis/shared/job-enums';
import { roundName } from '@fis/shared/scheme-rounds';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table';
import { PageLink } from '../../../components/ui/page-link';
import { useDates } from '../../../lib/dates';
import { useRoundChoices } from '../api/get-round-choices';
import type { readCompanyListQuery } from '../utils/list-queries';
import { AdminListPage } from './admin-list-page';
import { AccountBadge, ApprovalBadge } from './badges';

/** `query`: the list's query as its route's loader read it from the address. */
export function CompaniesListPage({ query }: { query: ReturnType<typeof readCompanyListQuery> }) {
  const { t, i18n } = useTranslation('adminLists');
  const dates = useDates();
  const rounds = useRoundChoices();

  const columns: DataColumn<AdminCompanyRow>[] = [
    {
      key: 'company',
      header: t('companies.columns.company'),
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={PageLink} to={`/admin-portal/companies/${row.id}`} fw={500}>
            {companyNameIn({ name: row.companyName, nameZh: row.nameZh }, i18n.language)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.companyCode}
          </Text>
        </Stack>
      ),
    },
    { key: 'email', header: t('companies.columns.email'), cell: (row) => row.email },
    {
      key: 'approval',
      header: t('companies.columns.approval'),
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <ApprovalBadge approval={row.approvalStatus} />
          {row.accountStatus !== 1 && <AccountBadge status={row.accountStatus} />}
        </Stack>
      ),
    },
    {
      key: 'region',
      header: t('companies.columns.region'),
      cell: (row) => (row.region ? t(`common:options.region.${row.region}`, row.region) : ''),
    },
    { key: 'openJobs', header: t('companies.columns.openJobs'), cell: (row) => row.openJobs },
    { key: 'hires', header: t('companies.columns.hires'), cell: (row) => row.hires },
    { key: 'registeredAt', header: t('companies.columns.registeredAt'), cell: (row) => dates.date(row.registeredAt) },
  ];

  return (
    <AdminListPage
      list="companies"
      title={t('companies.title')}
      query={query}
      searchPlaceholder={t('companies.searchPlaceholder')}
      filters={[
        {
          key: 'approval',
          label: t('companies.filters.approval'),
          options: APPROVAL_VALUES.map((value) => ({ value: String(value), label: t(`approval.${value}`) })),
        },
        {
          key: 'region',
          label: t('companies.filters.region'),
          options: REGIONS.map((value) => ({ value, label: t(`common:options.region.${value}`) })),
        },
        {
          key: 'accountStatus',
          label: t('companies.filters.accountStatus'),
          options: ACCOUNT_STATUS_VALUES.map((value) => ({
            value: String(value),
            label: t(`adminAccounts:status.${value}`),
          })),
        },
        {
          key: 'roundId',
          label: t('companies.filters.round'),
          options: (rounds.data?.items ?? []).map((round) => ({
            value: round.id,
            label: roundName(round, i18n.language),
          })),
        },
        {
          key: 'placesLeft',
          label: t('companies.filters.placesLeft'),
          options: ['true', 'false'].map((value) => ({ value, label: t(`companies.placesLeft.${value}`) })),
          needs: 'roundId',
          needsHint: t('companies.filters.chooseRound'),
        },
      ]}
      sorts={ADMIN_COMPANY_SORTS.map((value) => ({ value, label: t(`companies.sorts.${value}`) }))}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.companyName}
      minWidth={900}
    />
  );
}
