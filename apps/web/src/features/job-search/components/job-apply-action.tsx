// The job page's way to apply: Applied (to the applications) once applied, else Apply (to the
// application form), or in its place why applying would be refused (docs/decisions/034).
import { type RuleResult, rulesRefusing } from '@fis/shared/eligibility-rules';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuleReason } from '../../../components/ui/eligibility-rules';

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

export function JobApplyAction({ job }: { job: JobDetail }) {
  const { t } = useTranslation('search');
  const refusing = job.rules ? rulesRefusing(job.rules) : [];
  if (job.applied)
    return (
      <Button size="sm" variant="light" color="green" component={Link} to="/candidate/applications">
        {t('card.applied')}
      </Button>
    );
  if (refusing.length > 0) return <CannotApply rules={refusing} />;
  return (
    <Button
      size="sm"
      component={Link}
      to={`/candidate/apply-job/${job.id}`}
      aria-label={t('applications:apply.applyLabel', { position: job.positionName })}
    >
      {t('applications:apply.button')}
    </Button>
  );
}
