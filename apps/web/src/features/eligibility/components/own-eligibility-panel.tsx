// The candidate's own eligibility, on their profile page (docs/decisions/025): the state the
// scheme office decided (or the institution, when its coordinator verified them: decision 061),
// what the institution confirmed, what the check still needs (a scan missing), waiting for the
// office, or the reason of a rejection as the office wrote it and what to do next.
import { EligibilityStatus } from '@fis/shared/enums';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { localeOf } from '../../../lib/locales';
import { useOwnEligibility } from '../api/own-eligibility';

export function OwnEligibilityPanel() {
  const { t, i18n } = useTranslation('eligibility');
  const dates = useDates();
  const query = useOwnEligibility();
  if (query.isPending) return <Skeleton height={120} radius="md" aria-busy="true" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('own.loadError')}>
        <Button variant="light" size="xs" onClick={() => query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  const { status, reason, decidedAt, missing, verifiedByInstitution, confirmedByInstitution } = query.data;
  const institutionName = (code: string) => t(`common:options.institution.${code}`);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="own-eligibility-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="own-eligibility-title">
            {t('own.title')}
          </Title>
          <EligibilityBadge status={status} />
        </Group>
        {status === EligibilityStatus.VERIFIED && decidedAt ? (
          <Text size="sm">
            {verifiedByInstitution
              ? t('own.verifiedByInstitution', {
                  institution: institutionName(verifiedByInstitution),
                  date: dates.date(decidedAt),
                })
              : t('own.verified', { date: dates.date(decidedAt) })}
          </Text>
        ) : null}
        {confirmedByInstitution ? (
          <Text size="sm">
            {t('own.confirmedBy', {
              institution: institutionName(confirmedByInstitution.institution),
              checks: new Intl.ListFormat(localeOf(i18n.language), { type: 'conjunction' }).format(
                confirmedByInstitution.checks.map((check) => t(`own.checks.${check}`)),
              ),
            })}
          </Text>
        ) : null}
        {status === EligibilityStatus.REJECTED ? (
          <Alert
            color="red"
            variant="light"
            title={t('own.rejected', { date: decidedAt ? dates.date(decidedAt) : '—' })}
          >
            <Stack gap="xs">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reason}
              </Text>
              <Text size="sm">{t('own.rejectedNext')}</Text>
            </Stack>
          </Alert>
        ) : null}
        {status === EligibilityStatus.UNVERIFIED ? (
          <>
            <Text size="sm" c="dimmed">
              {t('own.intro')}
            </Text>
            {missing.length > 0 ? (
              <>
                <List size="sm" c="red.8">
                  {missing.map((document) => (
                    <List.Item key={document}>{t(`own.missing.${document}`)}</List.Item>
                  ))}
                </List>
                <Text size="sm">{t('own.uploadHint')}</Text>
              </>
            ) : (
              <Text size="sm">{t('own.waiting')}</Text>
            )}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
