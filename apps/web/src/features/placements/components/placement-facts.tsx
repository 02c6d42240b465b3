// A placement's facts as a list of terms: who and where (company or intern, job and city, round,
// side), where it stands, its dates in Hong Kong (start and end, or the early end and why) and its
// length. Each page names whom it links to: the intern reads the company, the company the intern.
import type { Placement } from '@fis/shared/placement-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { Anchor, Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { PageLink } from '../../../components/ui/page-link';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { PlacementStateBadge } from './placement-state-badge';

/** The pages the facts link to, as the reader's area has them; a fact without a link is plain text. */
export interface FactLinks {
  company?(placement: Placement): string;
  intern?(placement: Placement): string;
  job?(placement: Placement): string;
}

export function PlacementFacts({
  placement,
  show,
  links = {},
}: {
  placement: Placement;
  /** Whose name the list gives: the intern's reads the company, the company's the intern, the office's both. */
  show: { company: boolean; intern: boolean };
  links?: FactLinks;
}) {
  const { t, i18n } = useTranslation('placements');
  const dates = useDates();
  const label = useLabel();
  const linked = (to: string | undefined, text: string): ReactNode =>
    to ? (
      <Anchor component={PageLink} to={to} size="sm" fw={600}>
        {text}
      </Anchor>
    ) : (
      text
    );
  const day = (value: string | null): ReactNode =>
    value ? (
      dates.date(value)
    ) : (
      <Text span size="sm" c="dimmed">
        {t('notSet')}
      </Text>
    );
  const job = t('jobIn', { job: placement.job.title, city: t(`common:options.jobCity.${placement.job.city}`) });

  const facts: [string, ReactNode][] = [];
  if (show.company) facts.push([t('field.company'), linked(links.company?.(placement), placement.company.name)]);
  if (show.intern) facts.push([t('field.intern'), linked(links.intern?.(placement), placement.intern.name)]);
  facts.push(
    [t('field.job'), linked(links.job?.(placement), job)],
    [t('field.round'), roundName(placement.round, i18n.language)],
    [t('field.side'), t(`common:placeSide.${placement.side}`)],
    [t('field.state'), <PlacementStateBadge key="state" state={placement.state} />],
    [t('field.start'), day(placement.startDate)],
    [t('field.end'), day(placement.endDate)],
    [t('field.months'), t('months', { count: placement.months })],
  );
  if (placement.endedOn) {
    facts.push([t('field.endedOn'), dates.date(placement.endedOn)]);
    if (placement.endReason) facts.push([t('field.endReason'), placement.endReason]);
  }

  return (
    <ColumnsGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing={6} m={0}>
      {facts.map(([term, value]) => (
        <Box key={term} style={{ minWidth: 0 }}>
          <Text component="dt" size="sm" c="dimmed" display="inline">
            {label(term)}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            display="inline"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {value}
          </Text>
        </Box>
      ))}
    </ColumnsGrid>
  );
}
