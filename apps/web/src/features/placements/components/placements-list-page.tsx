// /company/placements and /admin-portal/placements: the company's own placements, or every one for
// the office, the latest first, paged. Filters in the address: where a placement stands, and for
// the office its round and "extension waiting". Refreshed live ('placement:changed', and an
// accepted offer, which makes one).
import { PLACEMENT_STATES } from '@fis/shared/placement-rules';
import { placementListQuerySchema } from '@fis/shared/placement-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { Button, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../lib/form-errors';
import { parseQuery, readPage, useUrlParams } from '../../../lib/url-params';
import { type PlacementFilters, type PlacementsScope, usePlacements } from '../api/get-placements';
import { useRoundChoices } from '../api/get-round-choices';
import { PlacementsTable } from './placements-table';

const ANY = '';

/**
 * Whose list and what it asks for, as the address holds it (the office's filters too), read alike
 * by the page and its route's loader.
 */
export function readPlacementList(area: 'company' | 'admin', params: URLSearchParams) {
  const office = area === 'admin';
  const filters = parseQuery(placementListQuerySchema, params);
  const scope: PlacementsScope = office ? 'admin' : 'own';
  const query: PlacementFilters = {
    state: filters.state,
    ...(office ? { roundId: filters.roundId, pendingExtension: filters.pendingExtension } : {}),
    page: readPage(params),
  };
  return { filters, scope, query };
}

export function PlacementsListPage({ area }: { area: 'company' | 'admin' }) {
  const { t } = useTranslation('placements');
  const errorText = useErrorText();
  const { params, page, setParam, clearParams } = useUrlParams();
  const office = area === 'admin';
  const { filters, scope, query: listQuery } = readPlacementList(area, params);
  const query = usePlacements(scope, listQuery);
  const filtered =
    filters.state !== undefined || (office && (filters.roundId !== undefined || filters.pendingExtension));
  const detailPath = (id: string) =>
    office ? `/admin-portal/placements/${encodeURIComponent(id)}` : `/company/placements/${encodeURIComponent(id)}`;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={44} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  } else if (query.isError) {
    body = <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />;
  } else if (query.data.items.length === 0) {
    body = filtered ? (
      <EmptyState
        title={t('list.noMatch')}
        action={
          <Button variant="light" onClick={clearParams}>
            {t('list.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('list.empty')} hint={t(office ? 'list.emptyHintOffice' : 'list.emptyHintCompany')} />
    );
  } else {
    body = (
      <>
        <PlacementsTable placements={query.data.items} office={office} detailPath={(p) => detailPath(p.id)} />
        <Pager
          total={query.data.total}
          take={query.data.take}
          page={page}
          onChange={(p) => setParam('page', String(p))}
        />
      </>
    );
  }

  return (
    <Stack maw={1300} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed" maw={760}>
          {t(office ? 'list.introOffice' : 'list.introCompany')}
        </Text>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('filter.state')}
          data={[
            { value: ANY, label: t('filter.anyState') },
            ...PLACEMENT_STATES.map((state) => ({ value: state, label: t(`state.${state}`) })),
          ]}
          value={filters.state ?? ANY}
          onChange={(value) => setParam('state', value || null)}
          allowDeselect={false}
          style={{ flex: '1 1 220px', maxWidth: 320 }}
        />
        {office ? <RoundFilter value={filters.roundId} onChange={(value) => setParam('roundId', value)} /> : null}
        {office ? (
          <Checkbox
            label={t('filter.pendingExtension')}
            checked={filters.pendingExtension === true}
            onChange={(event) => setParam('pendingExtension', event.currentTarget.checked ? 'true' : null)}
            mb={8}
          />
        ) : null}
      </Group>
      <Text role="status" aria-live="polite" size="sm" c="dimmed">
        {query.data ? t('list.total', { count: query.data.total }) : ''}
      </Text>
      {body}
    </Stack>
  );
}

function RoundFilter({ value, onChange }: { value: string | undefined; onChange(value: string | null): void }) {
  const { t, i18n } = useTranslation('placements');
  const rounds = useRoundChoices();
  return (
    <Select
      label={t('filter.round')}
      data={[
        { value: ANY, label: t('filter.anyRound') },
        ...(rounds.data?.items ?? []).map((round) => ({ value: round.id, label: roundName(round, i18n.language) })),
      ]}
      value={value ?? ANY}
      onChange={(next) => onChange(next || null)}
      allowDeselect={false}
      style={{ flex: '1 1 220px', maxWidth: 320 }}
    />
  );
}
