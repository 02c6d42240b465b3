// What the candidate's institution confirmed (docs/decisions/061), as the queue's card and the
// check page show it: which institution, its coordinator and when, each of the four facts as yes,
// no or not yet, and the note. The office reads it beside the scans and keeps the last word.
import { type Confirmation, INSTITUTION_CHECKS, INSTITUTION_RULES } from '@fis/shared/institution-schemas';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../../lib/dates';
import { useLabel } from '../../../lib/i18n';

/** The rules the institution confirmed yes: they start ticked on the check page. */
export function rulesConfirmedBy(confirmation: Confirmation | null): string[] {
  return INSTITUTION_RULES.filter((rule) => confirmation?.[rule] === true);
}

const valueKey = (value: boolean | null) => (value === null ? 'notYet' : value ? 'yes' : 'no');

export function InstitutionConfirmation({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation('eligibility');
  const dates = useDates();
  const label = useLabel();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {t('institution.confirmedBy', {
          institution: t(`common:options.institution.${confirmation.institution}`),
          email: confirmation.confirmedBy ?? t('institution.formerCoordinator'),
          date: dates.dateTime(confirmation.confirmedAt),
        })}
      </Text>
      <List size="sm" spacing={0}>
        {INSTITUTION_CHECKS.map((check) => (
          <List.Item key={check}>
            {label(t(`institution.checks.${check}`))}
            {t(`institution.values.${valueKey(confirmation[check])}`)}
          </List.Item>
        ))}
      </List>
      {confirmation.note ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {label(t('institution.note'))}
          {confirmation.note}
        </Text>
      ) : null}
    </Stack>
  );
}
