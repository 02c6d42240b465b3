// The company's view of one application: the candidate, the eligibility check, what they sent (downloads), the
// interviews (the `interviews` slot, from the route file), a link to write to the candidate
// (`messageLink`, from the route file too) and the history.

import type { EligibilityAnswer } from '@fis/shared/eligibility-rule-definitions';
import { institutionLabel } from '@fis/shared/institution-label';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { EligibilityRuleList, EligibilityStateBadge } from '../../../components/ui/eligibility-rules';
import { InstitutionText } from '../../../components/ui/institution-logo';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';
import { ApplicationDrawer, HistoryTimeline, type SideDrawerProps, SubmittedMaterials } from './application-details';

/** SPEC section 4's "eligibility check": every rule for this applicant and job (docs/decisions/026). */
function EligibilityCheck({ answer }: { answer: EligibilityAnswer }) {
  const { t } = useTranslation('eligibilityRules');
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {t('check.title')}
        </Title>
        <EligibilityStateBadge state={answer.overall} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('check.intro')}
      </Text>
      <EligibilityRuleList rules={answer.rules} labelledBy={titleId} />
    </Stack>
  );
}

export function CompanyApplicationDrawer({ id, onClose, interviews, messageLink }: SideDrawerProps) {
  const { t } = useTranslation('applications');
  const label = useLabel();
  // A detail view writes the day out, as its history's times are (a list's column keeps 2025-03-14).
  const { date } = useDates();
  return (
    <ApplicationDrawer
      id={id}
      side="company"
      onClose={onClose}
      title={(application) => applicantName(application.candidate)}
    >
      {(application) => (
        <Stack gap="md">
          <Stack gap={4}>
            <Text fw={600}>{application.job.positionName}</Text>
            <Group gap="xs">
              <CompanyStageBadge stage={application.stage} />
              <EligibilityBadge status={application.candidate.eligibilityStatus} />
              <Text size="sm" c="dimmed">
                {label(t('detail.appliedAt'))}
                {application.appliedAt ? date(application.appliedAt) : '—'}
              </Text>
            </Group>
            <InstitutionText institution={application.candidate.institution}>
              {label(t('detail.institution'))}
              {institutionLabel(application.candidate, t)}
            </InstitutionText>
            <Text size="sm">
              {label(t('detail.programme'))}
              {application.candidate.programme}
            </Text>
            <Text size="sm">
              {label(t('detail.graduationYear'))}
              {application.candidate.graduationYear}
            </Text>
            {messageLink ? (
              <Group>
                {messageLink({
                  email: application.candidate.email,
                  name: applicantName(application.candidate),
                  subject: application.job.positionName,
                })}
              </Group>
            ) : null}
          </Stack>
          {application.eligibility && (
            <>
              <Divider />
              <EligibilityCheck answer={application.eligibility} />
            </>
          )}
          <Divider />
          <SubmittedMaterials application={application} />
          <Divider />
          {interviews(application)}
          <Divider />
          <HistoryTimeline application={application} side="company" />
        </Stack>
      )}
    </ApplicationDrawer>
  );
}
