// The company's and the office's placements: the intern (the row's link to its page), the company
// for the office, the job, the round for the office, the side, where it stands in words, its dates
// in Hong Kong, its length, the monthly allowance with its currency, and an extension waiting for
// the office. A table on a desktop, a card per placement on a phone (DataTable).
import type { Placement } from '@fis/shared/placement-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { PageLink } from '../../../components/ui/page-link';
import { useDates } from '../../../lib/dates';
import { useMoney } from '../hooks/use-money';
import { pendingExtensionOf } from '../utils/placement-facts';
import { PlacementStateBadge } from './placement-state-badge';

export function PlacementsTable({
  placements,
  office,
  detailPath,
}: {
  placements: readonly Placement[];
  /** The office's list: every company's placements, with the company and the round. */
  office: boolean;
  detailPath(placement: Placement): string;
}) {
  const { t, i18n } = useTranslation('placements');
  const dates = useDates();
  const money = useMoney();

  const columns: DataColumn<Placement>[] = [
    {
      key: 'intern',
      header: t('field.intern'),
      cell: (p) => (
        <Anchor component={PageLink} to={detailPath(p)} fw={600} size="sm">
          {p.intern.name}
        </Anchor>
      ),
    },
    ...(office ? [{ key: 'company', header: t('field.company'), cell: (p: Placement) => p.company.name }] : []),
    {
      key: 'job',
      header: t('field.job'),
      cell: (p) => t('jobIn', { job: p.job.title, city: t(`common:options.jobCity.${p.job.city}`) }),
    },
    ...(office
      ? [{ key: 'round', header: t('field.round'), cell: (p: Placement) => roundName(p.round, i18n.language) }]
      : []),
    { key: 'side', header: t('field.side'), cell: (p) => t(`common:placeSide.${p.side}`) },
    {
      key: 'state',
      header: t('field.state'),
      cell: (p) => {
        const pending = pendingExtensionOf(p);
        return (
          <Stack gap={4} align="flex-start">
            <PlacementStateBadge state={p.state} />
            {pending ? (
              <Badge color="yellow" variant="light" tt="none">
                {t('list.extensionWaiting', { count: pending.months })}
              </Badge>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'dates',
      header: t('list.dates'),
      cell: (p) => (
        <Stack gap={2}>
          <Text size="sm">
            {p.startDate && p.endDate
              ? t('list.period', { start: dates.date(p.startDate), end: dates.date(p.endDate) })
              : t('notSet')}
          </Text>
          <Text size="xs" c="dimmed">
            {p.endedOn ? t('list.endedOn', { date: dates.date(p.endedOn) }) : t('months', { count: p.months })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'monthly',
      header: t('field.monthly'),
      cell: (p) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {money(p.allowance.monthly, p.allowance.currency)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (p) => (
        <Button
          component={PageLink}
          to={detailPath(p)}
          size="xs"
          variant="light"
          aria-label={t('list.openLabel', { intern: p.intern.name })}
        >
          {t('list.open')}
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      rows={placements}
      rowKey={(p) => p.id}
      minWidth={office ? 1000 : 800}
      // Short headers on one line: a narrow column would break "Side" letter by letter.
      columns={columns.map((column) => ({ ...column, headerProps: { style: { whiteSpace: 'nowrap' } } }))}
    />
  );
}
