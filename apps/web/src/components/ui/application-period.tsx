// A job's round as the screens show it (docs/decisions/039): its application period in the reader's
// language. Shared because the company's job form and job page and the candidate's pages all write it.
import type { RoundSummary } from '@fis/shared/round-schemas';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/dates';

/** A round's application period in the reader's language: "16 Apr 2025 – 16 Jun 2025". */
export function useRoundPeriod() {
  const { t } = useTranslation('applications');
  const { date } = useDates();
  return (round: Pick<RoundSummary, 'applicationStart' | 'applicationEnd'>) =>
    t('round.period', { start: date(round.applicationStart), end: date(round.applicationEnd) });
}
