// A job's round as the screens show it (docs/decisions/034, 039): its application period in the
// reader's language (the company's job form and job page too); for the candidate, the last day to
// apply near Apply while the round takes applications (the job's own or the round's, whichever comes
// first), and otherwise, in place of Apply and of the apply form,
// when it opens, or that it closed and when the next round takes applications. Shared because the
// job's page (job-search) and the apply page (applications) both say it; the round's phase is the
// API's, the one applying is refused on (APPLICATION_PERIOD_*).
import type { RoundSummary } from '@fis/shared/round-schemas';
import { lastDayToApply, roundName } from '@fis/shared/scheme-rounds';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/dates';
import { usePublicRounds } from '../../lib/public-rounds';

/** A round's application period in the reader's language: "16 Apr 2025 – 16 Jun 2025". */
export function useRoundPeriod() {
  const { t } = useTranslation('applications');
  const { date } = useDates();
  return (round: Pick<RoundSummary, 'applicationStart' | 'applicationEnd'>) =>
    t('round.period', { start: date(round.applicationStart), end: date(round.applicationEnd) });
}

/** Beside Apply while the round takes applications: the job's last day to apply. */
export function ApplicationsCloseOn({ job }: { job: { expiresOn: string; round: RoundSummary } }) {
  const { t } = useTranslation('applications');
  const { date } = useDates();
  return (
    <Text size="sm" c="dimmed">
      {t('round.closesOn', { date: date(lastDayToApply(job)) })}
    </Text>
  );
}

/** In place of Apply while the job's round does not take applications: why, and when one does. */
export function ApplicationPeriodClosed({ round }: { round: RoundSummary }) {
  const { t, i18n } = useTranslation('applications');
  const { date } = useDates();
  const ended = round.phase === 'ended';
  // Only a closed round sends the reader on to the next one.
  const rounds = usePublicRounds({ enabled: ended });
  const name = roundName(round, i18n.language);
  if (!ended) {
    return (
      <Alert
        color="blue"
        variant="light"
        role="status"
        title={t('round.notOpenTitle')}
        data-application-period="upcoming"
      >
        {t('round.notOpen', { round: name, start: date(round.applicationStart), end: date(round.applicationEnd) })}
      </Alert>
    );
  }
  // The next round is the next to open, as the API's refusal names it (APPLICATION_PERIOD_ENDED).
  const next = rounds.data?.upcoming[0];
  let after = '';
  if (next) {
    after = t('round.next', {
      round: roundName(next, i18n.language),
      start: date(next.applicationStart),
      end: date(next.applicationEnd),
    });
  } else if (rounds.data) after = t('round.noNext');
  // A round whose places were all taken ended before its last day: say so, not that it closed on a day still ahead.
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={t(round.full ? 'round.fullTitle' : 'round.endedTitle')}
      data-application-period={round.full ? 'full' : 'ended'}
    >
      {round.full
        ? t('round.full', { round: name })
        : t('round.ended', { round: name, end: date(round.applicationEnd) })}{' '}
      {after}
    </Alert>
  );
}
