// The rules the officer ticks while reading the scans (decision 055): each as the candidate's
// declarations and profile answer it (met, not met, not yet known, and why), to be borne out by
// the transcript and the student ID. The ticks are recorded with the decision. A rule the
// candidate's institution confirmed starts ticked and says so (decision 061).
import type { RuleResult } from '@fis/shared/eligibility-rule-definitions';
import type { CheckedRule } from '@fis/shared/eligibility-schemas';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EligibilityStateBadge, useRuleReason } from '../../../components/ui/eligibility-rules';

export function RuleChecklist({
  rules,
  ticked,
  confirmedBy,
  onChange,
  error,
}: {
  rules: RuleResult[];
  ticked: CheckedRule[];
  /** The institution, by name, and the rules it confirmed. */
  confirmedBy?: { institution: string; rules: readonly string[] };
  onChange: (ticked: CheckedRule[]) => void;
  /** Said beside the list: a verification asked before every rule was ticked. */
  error?: string;
}) {
  const { t } = useTranslation('eligibility');
  const reasonOf = useRuleReason();
  return (
    <Checkbox.Group
      label={t('check.rulesTitle')}
      description={t('check.rulesHint', { count: ticked.length, total: rules.length })}
      value={ticked}
      onChange={(values: string[]) =>
        onChange(rules.map((r) => r.rule).filter((rule) => values.includes(rule)) as CheckedRule[])
      }
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {rules.map((rule) => (
          <Checkbox
            key={rule.rule}
            value={rule.rule}
            data-rule={rule.rule}
            label={
              <Group gap={6} component="span">
                <span>{t(`eligibilityRules:rules.${rule.rule}`)}</span>
                <EligibilityStateBadge state={rule.state} />
              </Group>
            }
            description={
              <>
                <Text span size="sm" display="block">
                  {reasonOf(rule)}
                </Text>
                {confirmedBy?.rules.includes(rule.rule) ? (
                  <Text span size="sm" display="block" c="teal.9">
                    {t('institution.ruleTicked', { institution: confirmedBy.institution })}
                  </Text>
                ) : null}
              </>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
