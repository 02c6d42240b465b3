// "Your eligibility for this job": each rule with its state and reason, and the confirmations the
// candidate can still give right there (docs/decisions/026). On a job's page and the apply page.
import type { EligibilityAnswer } from '@fis/shared/eligibility-rule-definitions';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EligibilityRuleList } from '../../../components/ui/eligibility-rules';
import { DeclarationsForm } from './declarations-form';

const ALERT_COLOUR = { met: 'green', notMet: 'red', unknown: 'yellow' } as const;

export function JobEligibilityPanel({ answer }: { answer: EligibilityAnswer }) {
  const { t } = useTranslation('eligibilityRules');
  const titleId = useId();
  const formTitleId = useId();
  // The per-company confirmations are asked on the apply form itself.
  const asks = answer.rules.flatMap((r) =>
    r.state === 'unknown' && r.missing && r.missing !== 'notRelated' && r.missing !== 'notRecentlyEmployed'
      ? [r.missing]
      : [],
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={titleId}>
            {t('panel.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('panel.intro')}
          </Text>
        </Stack>
        <Alert color={ALERT_COLOUR[answer.overall]} role="status" data-overall={answer.overall}>
          {t(`panel.overall.${answer.overall}`)}
        </Alert>
        <EligibilityRuleList rules={answer.rules} labelledBy={titleId} />
        {asks.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby={formTitleId}>
            <Title order={3} size="h5" id={formTitleId}>
              {t('declarations.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('declarations.intro')}
            </Text>
            {/* Keyed by what is asked, so the form starts afresh once an answer settles a rule. */}
            <DeclarationsForm key={asks.join()} asks={asks} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
