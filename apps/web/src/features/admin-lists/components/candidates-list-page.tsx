// /admin-portal/candidates: every candidate, found by name or email and filtered by school,
// programme, graduation year, eligibility state, email verification, account state and the round
// they applied in (decision 054); a name opens the candidate's page in the portal.
import { ACCOUNT_STATUS_VALUES, ADMIN_CANDIDATE_SORTS } from '@fis/shared/admin-list-choices';
import type { AdminCandidateRow } from '@fis/shared/admin-list-schemas';
import { ELIGIBILITY_STATUS_VALUES, INSTITUTIONS } from '@fis/shared/enums';
import { institutionLabel } from '@fis/shared/institution-label';
import { yearChoices } from '@fis/shared/limits';
import { roundName } from '@fis/shared/scheme-rounds';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { PageLink } from '../../../components/ui/page-link';
import { useDates } from '../../../lib/dates';
import { useRoundChoices } from '../api/get-round-choices';
import type { readCandidateListQuery } from '../utils/list-queries';
import { AdminListPage } from './admin-list-page';
import { AccountBadge } from './badges';

/** `query`: the list's query as its route's loader read it from the address. */
export function CandidatesListPage({ query }: { query: ReturnType<typeof readCandidateListQuery> }) {
  const { t, i18n } = useTranslation('adminLists');
  const dates = useDates();
  const rounds = useRoundChoices();

  const columns: DataColumn<AdminCandidateRow>[] = [
    {
      key: 'name',
      header: t('candidates.columns.name'),
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={PageLink} to={`/admin-portal/candidates/${row.id}`} fw={500}>
            {row.englishName ?? t('common.noProfile')}
          </Anchor>
          {row.chineseName && (
            <Text size="xs" c="dimmed">
              {row.chineseName}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'email', header: t('candidates.columns.email'), cell: (row) => row.email },
    {
      key: 'institution',
      header: t('candidates.columns.institution'),
      cell: (row) => (row.institution ? institutionLabel({ ...row, institution: row.institution }, t) : ''),
    },
    { key: 'programme', header: t('candidates.columns.programme'), cell: (row) => row.programme ?? '' },
    {
      key: 'graduationYear',
      header: t('candidates.columns.graduationYear'),
      cell: (row) => row.graduationYear ?? '',
    },
    {
      key: 'eligibility',
      header: t('candidates.columns.eligibility'),
      cell: (row) => <EligibilityBadge status={row.eligibilityStatus} />,
    },
    {
      key: 'account',
      header: t('candidates.columns.account'),
      cell: (row) => (
        <Group gap={4}>
          <AccountBadge status={row.accountStatus} />
          <Badge variant="light" color={row.emailVerified ? 'teal' : 'yellow'} tt="none">
            {t(`emailState.${row.emailVerified}`)}
          </Badge>
        </Group>
      ),
    },
    { key: 'registeredAt', header: t('candidates.columns.registeredAt'), cell: (row) => dates.date(row.registeredAt) },
  ];

  return (
    <AdminListPage
      list="candidates"
      title={t('candidates.title')}
      query={query}
      searchPlaceholder={t('candidates.searchPlaceholder')}
      textFilter={{ key: 'programme', label: t('candidates.filters.programme') }}
      filters={[
        {
          key: 'institution',
          label: t('candidates.filters.institution'),
          options: INSTITUTIONS.map((value) => ({ value, label: t(`common:options.institution.${value}`) })),
        },
        {
          key: 'graduationYear',
          label: t('candidates.filters.graduationYear'),
          options: yearChoices().map((year) => ({ value: String(year), label: String(year) })),
        },
        {
          key: 'eligibilityStatus',
          label: t('candidates.filters.eligibilityStatus'),
          options: ELIGIBILITY_STATUS_VALUES.map((value) => ({
            value: String(value),
            label: t(`eligibility:badge.${value}`),
          })),
        },
        {
          key: 'emailVerified',
          label: t('candidates.filters.emailVerified'),
          options: ['true', 'false'].map((value) => ({ value, label: t(`emailState.${value}`) })),
        },
        {
          key: 'accountStatus',
          label: t('candidates.filters.accountStatus'),
          options: ACCOUNT_STATUS_VALUES.map((value) => ({
            value: String(value),
            label: t(`adminAccounts:status.${value}`),
          })),
        },
        {
          key: 'roundId',
          label: t('candidates.filters.round'),
          options: (rounds.data?.items ?? []).map((round) => ({
            value: round.id,
            label: roundName(round, i18n.language),
          })),
        },
      ]}
      sorts={ADMIN_CANDIDATE_SORTS.map((value) => ({ value, label: t(`candidates.sorts.${value}`) }))}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.englishName ?? row.email}
      minWidth={1100}
    />
  );
}
