// One placement as its intern reads it: the company and the job, the round and side, the dates and
// length, where it stands in words, the allowance and the extensions' history. While the company's
// proposed dates wait for the intern, "Agree to these dates" (and only then: decision 034).
import type { Placement } from '@fis/shared/placement-schemas';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNotifyFailure } from '../../../lib/notify';
import { useAgreeDates } from '../api/agree-dates';
import { AllowanceFigures } from './allowance-figures';
import { ExtensionHistory } from './extension-history';
import { PlacementFacts } from './placement-facts';
import { PlacementStateBadge } from './placement-state-badge';

export function PlacementCard({ placement }: { placement: Placement }) {
  const { t } = useTranslation('placements');
  const agree = useAgreeDates();
  const notifyFailure = useNotifyFailure();
  const headingId = `placement-${placement.id}`;

  const onAgree = async () => {
    try {
      await agree.mutateAsync(placement.id);
      notifications.show({ color: 'green', message: t('agree.done') });
    } catch (err) {
      notifyFailure(err);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {t('card.title', { job: placement.job.title, company: placement.company.name })}
            </Title>
          </Stack>
          <PlacementStateBadge state={placement.state} />
        </Group>
        {placement.state === 'awaitingStart' || placement.state === 'awaitingIntern' ? (
          <Alert color={placement.state === 'awaitingIntern' ? 'blue' : 'gray'} variant="light">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t(`card.hint.${placement.state}`)}</Text>
              {placement.state === 'awaitingIntern' ? (
                <Button loading={agree.isPending} onClick={onAgree}>
                  {t('agree.button')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <PlacementFacts
          placement={placement}
          show={{ company: true, intern: false }}
          links={{
            company: (p) => `/candidate/company/${encodeURIComponent(p.company.id)}`,
            job: (p) => `/candidate/job-detail/${encodeURIComponent(p.job.id)}`,
          }}
        />
        <AllowanceFigures allowance={placement.allowance} headingLevel={3} />
        <ExtensionHistory extensions={placement.extensions} headingLevel={3} />
      </Stack>
    </Card>
  );
}
