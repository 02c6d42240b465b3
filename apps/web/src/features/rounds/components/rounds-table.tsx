// The rounds as the office reads them: the name in the reader's language, the period in Hong Kong
// dates, where the round stands today in words, the internship's length, both monthly allowances
// in their currencies, the number of jobs, its funded places (and whether all are taken), and the
// row's actions, with a link to the round's fill board. A round with jobs keeps them, so
// it offers no Delete and says why instead (docs/decisions/034).
import { type AdminRound, ALLOWANCE_CURRENCY } from '@fis/shared/round-schemas';
import type { RoundPhase } from '@fis/shared/scheme-rounds';
import { roundName } from '@fis/shared/scheme-rounds';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoundPeriod } from '../../../components/ui/application-period';
import { DataTable } from '../../../components/ui/data-table';
import { PageLink } from '../../../components/ui/page-link';
import { amountFormat } from '../../../lib/dates';

const PHASE_COLOR: Record<RoundPhase, string> = { open: 'teal', upcoming: 'blue', ended: 'gray' };

export function RoundsTable({
  rounds,
  itemRef,
  onEdit,
  onDelete,
}: {
  rounds: readonly AdminRound[];
  /** The element keyboard focus goes to when a round next to it is deleted. */
  itemRef(id: string): (element: HTMLElement | null) => void;
  onEdit(round: AdminRound): void;
  onDelete(round: AdminRound): void;
}) {
  const { t, i18n } = useTranslation('rounds');
  const period = useRoundPeriod();
  const amount = amountFormat(i18n.language);
  const allowance = (value: number, side: keyof typeof ALLOWANCE_CURRENCY) =>
    t('allowance', {
      currency: t(`common:options.currency.${ALLOWANCE_CURRENCY[side]}`),
      amount: amount.format(value),
    });

  return (
    <DataTable
      rows={rounds}
      rowKey={(round) => round.id}
      minWidth={1000}
      columns={[
        {
          key: 'name',
          header: t('column.name'),
          cell: (round) => (
            <Text size="sm" fw={600}>
              {roundName(round, i18n.language)}
            </Text>
          ),
        },
        {
          key: 'period',
          header: t('column.period'),
          cell: (round) => period(round),
        },
        {
          key: 'phase',
          header: t('column.phase'),
          cell: (round) => (
            <Badge color={PHASE_COLOR[round.phase]} variant="light">
              {t(`phase.${round.phase}`)}
            </Badge>
          ),
        },
        {
          key: 'length',
          header: t('column.length'),
          cell: (round) =>
            round.maxInternshipMonths > round.internshipMonths
              ? t('length', { count: round.internshipMonths, max: round.maxInternshipMonths })
              : t('lengthFixed', { count: round.internshipMonths }),
        },
        {
          key: 'allowanceHongKong',
          header: t('column.allowanceHongKong'),
          cell: (round) => allowance(round.allowanceHongKong, 'HongKong'),
        },
        {
          key: 'allowanceGba',
          header: t('column.allowanceGba'),
          cell: (round) => allowance(round.allowanceGba, 'GBA'),
        },
        { key: 'jobs', header: t('column.jobs'), cell: (round) => amount.format(round.jobCount) },
        {
          key: 'places',
          header: t('column.places'),
          cell: (round) =>
            typeof round.totalPlaces === 'number' ? (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{amount.format(round.totalPlaces)}</Text>
                {round.full ? (
                  <Badge color="orange" variant="light">
                    {t('full')}
                  </Badge>
                ) : null}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('placesNotCounted')}
              </Text>
            ),
        },
        {
          key: 'actions',
          header: t('column.actions'),
          cell: (round) => {
            const name = roundName(round, i18n.language);
            return (
              <Group gap="xs" wrap="nowrap">
                <Button
                  ref={itemRef(round.id)}
                  size="xs"
                  variant="light"
                  onClick={() => onEdit(round)}
                  aria-label={t('actions.editLabel', { name })}
                >
                  {t('actions.edit')}
                </Button>
                <Button
                  component={PageLink}
                  to={`/admin-portal/rounds/${encodeURIComponent(round.id)}/places`}
                  size="xs"
                  variant="light"
                  aria-label={t('actions.placesLabel', { name })}
                >
                  {t('actions.places')}
                </Button>
                {round.jobCount === 0 ? (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => onDelete(round)}
                    aria-label={t('actions.deleteLabel', { name })}
                  >
                    {t('actions.delete')}
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('actions.keptWithJobs')}
                  </Text>
                )}
              </Group>
            );
          },
        },
      ]}
    />
  );
}
