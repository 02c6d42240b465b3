// /company/placements/:id and /admin-portal/placements/:id: one placement (docs/decisions/041): its
// facts, the allowance committed and paid, the extensions' history, and the actions that can
// succeed today (decision 034). The company proposes or changes the start date, asks for an
// extension and records an early end; the office decides a waiting extension and records an early
// end. Refreshed live when the other side changes it ('placement:changed').
import type { Placement } from '@fis/shared/placement-schemas';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { usePlacement } from '../api/get-placement';
import { actionsOf, earlyEndRange, hongKongToday, monthsLeftOf, pendingExtensionOf } from '../utils/placement-facts';
import { AllowanceFigures } from './allowance-figures';
import { EarlyEndForm } from './early-end-form';
import { ExtensionDecisionForm } from './extension-decision-form';
import { ExtensionHistory } from './extension-history';
import { ExtensionRequestForm } from './extension-request-form';
import { type FactLinks, PlacementFacts } from './placement-facts';
import { ProposeStartForm } from './propose-start-form';

type Area = 'company' | 'admin';

const LINKS: Record<Area, FactLinks> = {
  company: {
    intern: (p) => `/company/candidate/${encodeURIComponent(p.intern.id)}`,
    job: (p) => `/company/job/${encodeURIComponent(p.job.id)}`,
  },
  admin: {
    company: (p) => `/admin-portal/companies/${encodeURIComponent(p.company.id)}`,
    intern: (p) => `/admin-portal/candidates/${encodeURIComponent(p.intern.id)}`,
  },
};

export function PlacementDetailPage({ area, id, notFound }: { area: Area; id: string; notFound: ReactNode }) {
  const { t } = useTranslation('placements');
  const errorText = useErrorText();
  const query = usePlacement(id);
  const listPath = area === 'admin' ? '/admin-portal/placements' : '/company/placements';

  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('loadingOne')} maw={1200}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={220} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return notFound;
    return <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />;
  }
  const placement = query.data;

  return (
    <Stack maw={1200} gap="lg">
      <Anchor component={PageLink} to={listPath} size="sm">
        {t('detail.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('detail.title', { intern: placement.intern.name })}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('card.title', { job: placement.job.title, company: placement.company.name })}
        </Text>
      </Stack>
      <ColumnsGrid cols={{ base: 1, md: '3fr 2fr' }} spacing="lg" align="start">
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="placement-facts">
            <Title order={2} size="h4" mb="sm" id="placement-facts">
              {t('detail.facts')}
            </Title>
            <PlacementFacts
              placement={placement}
              show={{ company: area === 'admin', intern: true }}
              links={LINKS[area]}
            />
          </Paper>
          <AllowanceFigures allowance={placement.allowance} />
          <ExtensionHistory extensions={placement.extensions} />
        </Stack>
        <Actions placement={placement} area={area} />
      </ColumnsGrid>
    </Stack>
  );
}

/** The forms of the actions that can succeed today, or why there is none. */
function Actions({ placement, area }: { placement: Placement; area: Area }) {
  const { t } = useTranslation('placements');
  const today = hongKongToday();
  const can = actionsOf(placement, today);
  const range = earlyEndRange(placement);
  const pending = pendingExtensionOf(placement);
  const forms: ReactNode[] = [];
  const notes: string[] = [];

  if (area === 'company') {
    if (can.proposeStart) forms.push(<ProposeStartForm key="start" placement={placement} today={today} />);
    if (placement.state === 'awaitingIntern') notes.push(t('detail.waitingIntern'));
    if (can.askExtension) forms.push(<ExtensionRequestForm key="extend" placement={placement} />);
    else if (pending) notes.push(t('detail.extensionWaiting', { count: pending.months }));
    else if ((placement.state === 'upcoming' || placement.state === 'ongoing') && monthsLeftOf(placement) === 0)
      notes.push(t('detail.atLongest', { max: placement.round.maxMonths }));
  } else if (pending) {
    forms.push(<ExtensionDecisionForm key={pending.id} placement={placement} extension={pending} />);
  }
  if (can.endEarly && range) forms.push(<EarlyEndForm key="end" placement={placement} range={range} />);
  if (forms.length === 0 && notes.length === 0) notes.push(t(`detail.nothingToDo.${placement.state}`));

  return (
    <Stack gap="lg">
      {notes.map((note) => (
        <Alert key={note} color="blue" variant="light">
          {note}
        </Alert>
      ))}
      {forms}
    </Stack>
  );
}
