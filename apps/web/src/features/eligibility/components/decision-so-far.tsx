// The eligibility decision so far, as the queue's card and the check page show it: who decided
// what and when (an institution's coordinator named with their institution: decision 061), the rules
// they ticked against the scans (decision 055), and a rejection's reason.
import { CHECKED_RULES, type EligibilityCandidate } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../../lib/dates';

export function DecisionSoFar({ decision }: { decision: EligibilityCandidate['eligibility'] }) {
  const { t } = useTranslation('eligibility');
  const dates = useDates();
  const { status, reason, decidedAt, decidedBy, decidedByInstitution, checkedRules } = decision;
  return (
    <>
      {status !== EligibilityStatus.UNVERIFIED && decidedAt ? (
        <Text size="sm" c="dimmed">
          {decidedByInstitution && decidedBy
            ? t('queue.decidedByInstitution', {
                status: t(`own.status.${status}`),
                institution: t(`common:options.institution.${decidedByInstitution}`),
                admin: decidedBy,
                date: dates.dateTime(decidedAt),
              })
            : t('queue.decided', {
                status: t(`own.status.${status}`),
                admin: decidedBy ?? t('queue.formerAdmin'),
                date: dates.dateTime(decidedAt),
              })}{' '}
          {t('check.rulesRecorded', { count: checkedRules.length, total: CHECKED_RULES.length })}
        </Text>
      ) : null}
      {status === EligibilityStatus.REJECTED && reason ? (
        <Alert color="red" variant="light" title={t('queue.reason')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reason}
          </Text>
        </Alert>
      ) : null}
    </>
  );
}
