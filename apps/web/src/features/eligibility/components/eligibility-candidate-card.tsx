// A candidate in the eligibility queue: who they are (the name leads to their record), how long
// they have waited and whether that is past due (decision 051), their scans (checked on the check
// page, drawn in the office's viewer: decision 055), what the candidate's institution confirmed
// (decision 061), the decision so far with a rejection's reason and the rules it recorded as
// checked, and the decisions left to take.
import type { EligibilityCandidate } from '@fis/shared/eligibility-schemas';
import { institutionLabel } from '@fis/shared/institution-label';
import { Anchor, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssigneeSelect } from '../../../components/ui/assignee-select';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { PageLink } from '../../../components/ui/page-link';
import { QueueWait } from '../../../components/ui/queue-wait';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { DecisionSoFar } from './decision-so-far';
import { EligibilityDecisionActions } from './eligibility-decision-actions';
import { InstitutionConfirmation } from './institution-confirmation';

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
  const name = applicantName(candidate);
  const { status } = candidate.eligibility;
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
        <QueueWait wait={candidate} label={t('queue.waitingSince')} />
        <Text size="sm">
          {[
            institutionLabel(candidate, t),
            candidate.programme,
            t('queue.graduation', { year: candidate.graduationYear }),
            t('queue.registered', { date: dates.date(candidate.registeredAt) }),
          ].join(' · ')}
        </Text>
        <Group gap="xs" aria-label={t('queue.documents')} role="group">
          <Button
            component={PageLink}
            to={`/admin-portal/eligibility/${candidate.id}`}
            size="compact-sm"
            variant="light"
            aria-label={t('check.openLabel', { name })}
          >
            {t('check.open')}
          </Button>
          {scans
            .filter(([, scan]) => !scan)
            .map(([kind]) => (
              <Text key={kind} size="sm" c="red.8">
                {t('queue.notUploaded', { document: t(`queue.${kind}`) })}
              </Text>
            ))}
        </Group>
        {candidate.institutionConfirmation ? (
          <InstitutionConfirmation confirmation={candidate.institutionConfirmation} />
        ) : null}
        <DecisionSoFar decision={candidate.eligibility} />
        <AssigneeSelect
          subjectType="candidate"
          subjectId={candidate.id}
          assignee={candidate.assignee}
          itemName={name}
        />
        <EligibilityDecisionActions candidateId={candidate.id} name={name} status={status} onDecided={onDecided} />
      </Stack>
    </Card>
  );
}
