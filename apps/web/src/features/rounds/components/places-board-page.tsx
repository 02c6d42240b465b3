// /admin-portal/rounds/:id/places: a round's fill board (docs/decisions/040). The round's figures
// (its total, and the places granted, held by offers, taken by hires and left) and each side's;
// then each company's places on each side, with the cities of the jobs its held and taken places
// are in. "Grant places" gives a company places on a side; each row's Edit changes its grant. The
// board refreshes itself when an offer or a grant changes the places (its key is under placesKey).
import type { CompanyPlaces, PlaceCounts, PlacesBoard } from '@fis/shared/place-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { amountFormat } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { useAdminRounds } from '../api/get-admin-rounds';
import { usePlacesBoard } from '../api/get-places-board';
import { GrantPlacesModal, type GrantTarget } from './grant-places-modal';

const COUNTS = ['granted', 'held', 'taken', 'left'] as const satisfies readonly (keyof PlaceCounts)[];

/** The grant dialog: open or not, on a row or on a new grant (null); the row stays while it closes. */
interface GrantState {
  opened: boolean;
  target: GrantTarget | null;
}

export function PlacesBoardPage() {
  const { t, i18n } = useTranslation('rounds');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const board = usePlacesBoard(id);
  const rounds = useAdminRounds();
  const round = rounds.data?.items.find((item) => item.id === id);
  const [grant, setGrant] = useState<GrantState>({ opened: false, target: null });

  let body: ReactNode;
  if (board.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('places.loading')}>
        <Skeleton height={120} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  } else if (board.isError) {
    body = <LoadError message={errorText(board.error)} onRetry={() => board.refetch()} />;
  } else {
    body = <Board board={board.data} onEdit={(target) => setGrant({ opened: true, target })} />;
  }

  return (
    <Stack maw={1200} gap="lg">
      <Anchor component={PageLink} to="/admin-portal/rounds" size="sm">
        {t('places.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2">
          {round ? t('places.titleOf', { name: roundName(round, i18n.language) }) : t('places.title')}
        </Title>
        <Button onClick={() => setGrant({ opened: true, target: null })} disabled={!board.data}>
          {t('places.grant.open')}
        </Button>
      </Group>
      <Text c="dimmed" maw={760}>
        {t('places.intro')}
      </Text>
      {body}
      <GrantPlacesModal
        opened={grant.opened}
        roundId={id}
        target={grant.target}
        onClose={() => setGrant((open) => ({ ...open, opened: false }))}
      />
    </Stack>
  );
}

function Board({ board, onEdit }: { board: PlacesBoard; onEdit(target: GrantTarget): void }) {
  const { t, i18n } = useTranslation('rounds');
  const amount = amountFormat(i18n.language);
  return (
    <Stack gap="lg">
      {board.totalPlaces === null ? (
        <Alert color="blue" variant="light">
          {t('places.notCounted')}
        </Alert>
      ) : null}
      <ColumnsGrid cols={{ base: 1, sm: 3 }}>
        <Figures
          title={t('places.round')}
          counts={board.round}
          total={board.totalPlaces === null ? undefined : amount.format(board.totalPlaces)}
        />
        {board.sides.map((side) => (
          <Figures key={side.side} title={t(`common:placeSide.${side.side}`)} counts={side} />
        ))}
      </ColumnsGrid>
      <Title order={2} size="h3">
        {t('places.companies')}
      </Title>
      {board.companies.length === 0 ? (
        <EmptyState title={t('places.empty')} hint={t('places.emptyHint')} />
      ) : (
        <CompaniesTable rows={board.companies} onEdit={onEdit} />
      )}
    </Stack>
  );
}

/** One card of figures: the round's (with its total) or one side's, as a list of terms and numbers. */
function Figures({ title, counts, total }: { title: string; counts: PlaceCounts; total?: string | undefined }) {
  const { t, i18n } = useTranslation('rounds');
  const amount = amountFormat(i18n.language);
  const lines: [string, string][] = [
    ...(total === undefined ? [] : [['total', total] as [string, string]]),
    ...COUNTS.map((key): [string, string] => [key, amount.format(counts[key])]),
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Stack component="dl" gap={4} m={0}>
        {lines.map(([key, value]) => (
          <Group key={key} justify="space-between" gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {t(`places.count.${key}`)}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function CompaniesTable({ rows, onEdit }: { rows: readonly CompanyPlaces[]; onEdit(target: GrantTarget): void }) {
  const { t, i18n } = useTranslation('rounds');
  const amount = amountFormat(i18n.language);
  const cities = (row: CompanyPlaces) =>
    row.cities.length === 0
      ? '—'
      : row.cities
          .map((city) =>
            t('places.city', {
              city: t(`common:options.jobCity.${city.city}`),
              held: amount.format(city.held),
              taken: amount.format(city.taken),
            }),
          )
          .join(t('places.citySeparator'));
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => `${row.companyId}:${row.side}`}
      minWidth={900}
      columns={[
        {
          key: 'company',
          header: t('places.column.company'),
          cell: (row) => (
            <Anchor component={PageLink} to={`/admin-portal/companies/${encodeURIComponent(row.companyId)}`} size="sm">
              {row.companyName}
            </Anchor>
          ),
        },
        { key: 'side', header: t('places.column.side'), cell: (row) => t(`common:placeSide.${row.side}`) },
        ...COUNTS.map((key) => ({
          key,
          header: t(`places.count.${key}`),
          cell: (row: CompanyPlaces) => amount.format(row[key]),
        })),
        { key: 'cities', header: t('places.column.cities'), cell: cities },
        {
          key: 'actions',
          header: t('places.column.actions'),
          cell: (row) => (
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                onEdit({ companyId: row.companyId, companyName: row.companyName, side: row.side, granted: row.granted })
              }
              aria-label={t('places.editLabel', {
                company: row.companyName,
                side: t(`common:placeSide.${row.side}`),
              })}
            >
              {t('places.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
