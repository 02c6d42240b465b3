// The job form's round (docs/decisions/039): the application period in which candidates apply to
// the job, chosen among the rounds the API accepts (utils/round-choices.ts).
import type { RoundSummary } from '@fis/shared/round-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoundPeriod } from '../../../components/ui/application-period';
import { FormSection } from '../../../components/ui/form-section';
import { SelectField } from '../../../components/ui/select-field';
import type { JobForm } from './job-form';

export function RoundField({ control, rounds }: { control: JobForm['control']; rounds: readonly RoundSummary[] }) {
  const { t, i18n } = useTranslation('jobs');
  const period = useRoundPeriod();
  const data = rounds.map((round) => ({
    value: round.id,
    // An edited job's own round stays offered once it has ended: say so, as the API will not take another ended one.
    label: t(round.phase === 'ended' ? 'form.roundEnded' : 'form.roundOption', {
      round: roundName(round, i18n.language),
      period: period(round),
    }),
  }));
  return (
    <FormSection title={t('form.sections.round')}>
      <SelectField
        control={control}
        name="roundId"
        label={t('fields.round')}
        description={t('form.roundHelp')}
        data={data}
        required
      />
    </FormSection>
  );
}

/** In place of the form while no round is open or announced: a job could only be refused (NO_ROUND_OPEN). */
export function NoRoundOpen() {
  const { t } = useTranslation('jobs');
  return (
    <Alert color="orange" variant="light" role="status" data-no-round>
      {t('errors:NO_ROUND_OPEN')}
    </Alert>
  );
}
