// The scheme's key dates and facts, from the rounds the office manages (GET /v1/rounds,
// docs/decisions/039): the round open now, else the next one announced, with its name, application
// period, internship length and allowances; with neither, a sentence that the next round will be
// announced here. The round open now says how many of its funded places are left when it counts
// them, and that it is full, not open, once every one is taken (decision 040). The server
// writes the page before its data: the HTML holds this section's loading state, and the facts fill
// in once the app has taken the page over.
import type { Round } from '@fis/shared/round-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { Badge, Card, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { Skeleton } from '../../../components/ui/skeleton';
import { amountFormat, useDates } from '../../../lib/dates';
import { usePublicRounds } from '../../../lib/public-rounds';
import { SectionLoadError } from './section-load-error';

const GRID_COLS = { base: 1, xs: 2, md: 4 };
const FACT_COUNT = 4;

interface Fact {
  key: string;
  label: string;
  value: string;
  note: ReactNode;
}

export function KeyFactsSection() {
  const { t } = useTranslation('landing');
  const { data, isPending, isError, refetch, isRefetching } = usePublicRounds();

  let body: ReactNode;
  if (isPending) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('facts.loading')}</VisuallyHidden>
        <ColumnsGrid cols={GRID_COLS}>
          {Array.from({ length: FACT_COUNT }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
            <Skeleton key={n} height={150} radius="md" />
          ))}
        </ColumnsGrid>
      </div>
    );
  } else if (isError) {
    body = (
      <SectionLoadError
        title={t('facts.errorTitle')}
        body={t('facts.errorBody')}
        retryLabel={t('facts.retry')}
        retrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  } else {
    const round = data.current ?? data.upcoming[0];
    // Places left are the current round's; an upcoming round shown instead has none taken yet.
    const placesLeft = data.current ? data.placesLeft : null;
    body = round ? <RoundFacts round={round} placesLeft={placesLeft} /> : <Text c="gray.8">{t('facts.none')}</Text>;
  }

  return (
    <div>
      <Title order={3} mb="md">
        {t('facts.title')}
      </Title>
      {body}
    </div>
  );
}

/** Where the round's application period stands: full, open now or to come, with its note. */
function PeriodNote({ round, placesLeft }: { round: Round; placesLeft: number | null }) {
  const { t, i18n } = useTranslation('landing');
  const dates = useDates();
  const amount = amountFormat(i18n.language);
  if (round.full) {
    return (
      <>
        <Badge component="span" color="gray" variant="light" mr={6}>
          {t('facts.period.full')}
        </Badge>
        {t('facts.period.fullNote')}
      </>
    );
  }
  const open = round.phase === 'open';
  let note = t('facts.period.upcomingNote', { date: dates.date(round.applicationStart) });
  if (open) {
    note =
      placesLeft === null
        ? t('facts.period.openNote')
        : t('facts.period.placesLeftNote', { count: placesLeft, places: amount.format(placesLeft) });
  }
  return (
    <>
      <Badge component="span" color={open ? 'teal' : 'blue'} variant="light" mr={6}>
        {t(open ? 'facts.period.open' : 'facts.period.upcoming')}
      </Badge>
      {note}
    </>
  );
}

function RoundFacts({ round, placesLeft }: { round: Round; placesLeft: number | null }) {
  const { t, i18n } = useTranslation('landing');
  const dates = useDates();
  const amount = amountFormat(i18n.language);
  const facts: Fact[] = [
    {
      key: 'period',
      label: t('facts.period.label', { name: roundName(round, i18n.language) }),
      value: t('facts.period.value', {
        start: dates.date(round.applicationStart),
        end: dates.date(round.applicationEnd),
      }),
      note: <PeriodNote round={round} placesLeft={placesLeft} />,
    },
    {
      key: 'duration',
      label: t('facts.duration.label'),
      value: t('facts.duration.value', { count: round.internshipMonths }),
      note:
        round.maxInternshipMonths > round.internshipMonths
          ? t('facts.duration.note', { count: round.maxInternshipMonths })
          : t('facts.duration.fixed'),
    },
    {
      key: 'allowanceHongKong',
      label: t('facts.allowanceHongKong.label'),
      value: t('facts.allowanceHongKong.value', { amount: amount.format(round.allowanceHongKong) }),
      note: t('facts.allowanceHongKong.note'),
    },
    {
      key: 'allowanceGba',
      label: t('facts.allowanceGba.label'),
      value: t('facts.allowanceGba.value', { amount: amount.format(round.allowanceGba) }),
      note: t('facts.allowanceGba.note'),
    },
  ];
  return (
    <ColumnsGrid component="dl" cols={GRID_COLS} m={0}>
      {facts.map((fact) => (
        <Card key={fact.key} withBorder radius="md" padding="lg">
          <Text component="dt" size="sm" fw={600} c="gray.7">
            {fact.label}
          </Text>
          <Text component="dd" m={0} mt={6} fz={22} fw={700} c="var(--mantine-primary-color-filled)" lh={1.3}>
            {fact.value}
          </Text>
          <Text component="dd" m={0} mt={6} size="sm" c="gray.8">
            {fact.note}
          </Text>
        </Card>
      ))}
    </ColumnsGrid>
  );
}
