// The job page's way to apply: Applied (to the applications) once applied, else Apply (to the
// application form), or in its place why applying would be refused (docs/decisions/034): the
// job's round not taking applications (decision 039), a rule not met. While Apply is offered, the
// day applications close goes under it. A visitor's page puts "Sign in to apply" where Apply would
// be (`apply`, docs/decisions/044).

import type { RuleResult } from '@fis/shared/eligibility-rule-definitions';
import { rulesRefusing } from '@fis/shared/eligibility-rules';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { Box, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationPeriodClosed, ApplicationsCloseOn } from '../../../components/ui/application-period';
import { useRuleReason } from '../../../components/ui/eligibility-rules';
import { PageLink } from '../../../components/ui/page-link';

/** In place of Apply when a rule is not met: applying could only be refused, so the page says why instead. */
function CannotApply({ rules }: { rules: readonly RuleResult[] }) {
  const { t } = useTranslation('eligibilityRules');
  const reasonOf = useRuleReason();
  return (
    <Stack gap={2} maw={360} data-cannot-apply>
      <Text size="sm" fw={600} c="red.8">
        {t('panel.overall.notMet')}
      </Text>
      {rules.map((rule) => (
        <Text key={rule.rule} size="sm">
          {reasonOf(rule)}
        </Text>
      ))}
    </Stack>
  );
}

const refusingRules = (job: JobDetail) => (job.rules ? rulesRefusing(job.rules) : []);

/** Applying is offered: not applied yet, the round taking applications, no rule refusing. */
const applyOffered = (job: JobDetail) => !job.applied && job.round.phase === 'open' && refusingRules(job).length === 0;

/** `apply`: what stands where Apply would be, when not Apply itself. */
export function JobApplyAction({ job, apply }: { job: JobDetail; apply?: (job: JobDetail) => ReactNode }) {
  const { t } = useTranslation('search');
  const refusing = refusingRules(job);
  if (job.applied)
    return (
      <Button size="sm" variant="light" color="green" component={PageLink} to="/candidate/applications">
        {t('card.applied')}
      </Button>
    );
  if (job.round.phase !== 'open') {
    return (
      <Box maw={360}>
        <ApplicationPeriodClosed round={job.round} />
      </Box>
    );
  }
  if (refusing.length > 0) return <CannotApply rules={refusing} />;
  if (apply) return apply(job);
  return (
    <Button
      size="sm"
      component={PageLink}
      to={`/candidate/apply-job/${job.id}`}
      aria-label={t('applications:apply.applyLabel', { position: job.positionName })}
    >
      {t('applications:apply.button')}
    </Button>
  );
}

/** Under Apply (and Save) while applying is offered: the last day to apply. */
export function JobApplyClosing({ job }: { job: JobDetail }) {
  return applyOffered(job) ? <ApplicationsCloseOn job={job} /> : null;
}
