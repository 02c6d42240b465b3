// The scheme's eligibility rules as every screen shows them (docs/decisions/026): a badge of one
// state (job cards, the job detail) and the list of rules, each with its state and its reason in
// the reader's language (the job detail, the apply page, a company's eligibility check, the admin's
// record). Shared because several features show them; the reasons' dates are Hong Kong dates.
import type { RuleResult, RuleState } from '@fis/shared/eligibility-rule-definitions';
import { Badge, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';

// Not yet known reads as the unverified eligibility badge does: grey (yellow text fails contrast).
const COLOURS: Record<RuleState, string> = { met: 'green', notMet: 'red', unknown: 'gray' };

/** One state as a badge: `card` words it for a job card ("You can take this job"), else "Met". */
export function EligibilityStateBadge({ state, card = false }: { state: RuleState; card?: boolean }) {
  const { t } = useTranslation('eligibilityRules');
  return (
    <Badge component="span" color={COLOURS[state]} variant="light" tt="none">
      {t(card ? `card.${state}` : `states.${state}`)}
    </Badge>
  );
}

/** A reason's text, its *Date values written as dates and its institution named, in the reader's language. */
export function useRuleReason() {
  const { t, i18n } = useTranslation('eligibilityRules');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shown = (key: string, value: string) => {
    if (key.endsWith('Date')) return formatDate(value, language);
    return key === 'institution' ? t(`common:options.institution.${value}`) : value;
  };
  return (rule: RuleResult) => {
    const params = Object.fromEntries(Object.entries(rule.params ?? {}).map(([k, v]) => [k, shown(k, v)]));
    return t(`reasons.${rule.reason}`, params);
  };
}

export function EligibilityRuleList({ rules, labelledBy }: { rules: readonly RuleResult[]; labelledBy?: string }) {
  const { t } = useTranslation('eligibilityRules');
  const reasonOf = useRuleReason();
  return (
    <List listStyleType="none" spacing="sm" aria-labelledby={labelledBy} p={0}>
      {rules.map((rule) => (
        <List.Item key={rule.rule} data-rule={rule.rule} data-state={rule.state}>
          <Stack gap={2} component="span">
            <Text fw={600} size="sm" component="span">
              {t(`rules.${rule.rule}`)} <EligibilityStateBadge state={rule.state} />
            </Text>
            <Text size="sm" c="dimmed" component="span">
              {reasonOf(rule)}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
