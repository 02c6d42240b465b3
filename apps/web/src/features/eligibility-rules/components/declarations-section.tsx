// The profile's "Confirm your eligibility": every confirmation that applies to the candidate, as it
// stands, to give or withdraw (docs/decisions/026).
import { type MissingFact, PROFILE_DECLARATIONS } from '@fis/shared/eligibility-rule-definitions';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeclarations } from '../api/declarations';
import { DeclarationsForm } from './declarations-form';

export function DeclarationsSection() {
  const { t } = useTranslation('eligibilityRules');
  const titleId = useId();
  const query = useDeclarations();
  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) return <LoadError message={t('panel.loadError')} onRetry={() => query.refetch()} />;
  const current = query.data;
  const asks: MissingFact[] = [
    ...PROFILE_DECLARATIONS.filter((key) => key !== 'entryEndorsement' || current.entryEndorsementAsked),
    ...(current.studyCityAsked ? (['studyCity'] as const) : []),
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('declarations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('declarations.intro')}
        </Text>
        <DeclarationsForm key={asks.join()} asks={asks} initial={current} />
      </Stack>
    </Card>
  );
}
