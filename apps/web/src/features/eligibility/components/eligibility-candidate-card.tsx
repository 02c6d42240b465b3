// A candidate in the eligibility queue: who they are (the name leads to their record), how long
// they have waited and whether that is past due (decision 051), their scans (opened through
// GET /v1/media/{id}, every view audited), the decision so far with a rejection's reason, and the
// decisions left to take.
import type { EligibilityCandidate } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { institutionLabel } from '@fis/shared/institution-label';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { PageLink } from '../../../components/ui/page-link';
import { RelativeTime } from '../../../components/ui/relative-time';
import { downloadFile } from '../../../lib/api-client';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { useNotifyFailure } from '../../../lib/notify';
import { EligibilityDecisionActions } from './eligibility-decision-actions';

export function EligibilityCandidateCard({
  candidate,
  focusRef,
  onDecided,
  selected,
  onSelect,
}: {
  candidate: EligibilityCandidate;
  /** Ticked for a decision on many at once; undefined where the tab offers none. */
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  /** The card takes focus when the candidate before it leaves the list. */
  focusRef: (element: HTMLElement | null) => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation('eligibility');
  const dates = useDates();
  const notifyFailure = useNotifyFailure();
  const name = applicantName(candidate);
  const { status, reason, decidedAt, decidedBy } = candidate.eligibility;
  const scans = [
    ['transcript', candidate.transcript],
    ['studentId', candidate.studentId],
  ] as const;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`eligibility-${candidate.id}`}
      ref={focusRef}
      tabIndex={-1}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            {onSelect ? (
              <Checkbox
                mt={4}
                checked={selected ?? false}
                onChange={(event) => onSelect(event.currentTarget.checked)}
                aria-label={t('bulk.select', { name })}
              />
            ) : null}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} size="h4" id={`eligibility-${candidate.id}`} style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={PageLink} to={`/admin-portal/candidates/${candidate.id}`} inherit>
                  {name}
                </Anchor>
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {candidate.email}
              </Text>
            </Stack>
          </Group>
          <EligibilityBadge status={status} />
        </Group>
        {candidate.waitingSince ? (
          <Group gap="xs">
            <Text size="sm">{t('queue.waitingSince')}</Text>
            <RelativeTime iso={candidate.waitingSince} size="sm" />
            {candidate.pastDue ? (
              <Badge color="red.9" variant="filled" tt="none">
                {t('queue.pastDue')}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Text size="sm">
          {[
            institutionLabel(candidate, t),
            candidate.programme,
            t('queue.graduation', { year: candidate.graduationYear }),
            t('queue.registered', { date: dates.date(candidate.registeredAt) }),
          ].join(' · ')}
        </Text>
        <Group gap="xs" aria-label={t('queue.documents')} role="group">
          {scans.map(([kind, scan]) =>
            scan ? (
              <Button
                key={kind}
                size="compact-sm"
                variant="light"
                onClick={() => downloadFile(scan.url).catch(notifyFailure)}
                aria-label={t('queue.openLabel', { document: t(`queue.${kind}`), name })}
              >
                {t(`queue.${kind}`)}
              </Button>
            ) : (
              <Text key={kind} size="sm" c="red.8">
                {t('queue.notUploaded', { document: t(`queue.${kind}`) })}
              </Text>
            ),
          )}
        </Group>
        {status !== EligibilityStatus.UNVERIFIED && decidedAt ? (
          <Text size="sm" c="dimmed">
            {t('queue.decided', {
              status: t(`own.status.${status}`),
              admin: decidedBy ?? t('queue.formerAdmin'),
              date: dates.dateTime(decidedAt),
            })}
          </Text>
        ) : null}
        {status === EligibilityStatus.REJECTED && reason ? (
          <Alert color="red" variant="light" title={t('queue.reason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reason}
            </Text>
          </Alert>
        ) : null}
        <EligibilityDecisionActions candidateId={candidate.id} name={name} status={status} onDecided={onDecided} />
      </Stack>
    </Card>
  );
}
