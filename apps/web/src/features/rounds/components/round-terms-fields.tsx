// The round form's terms: the internship's length, the allowances (named with their currency),
// the prior-employment window and the round's funded places (blank: it counts none).
import { PLACES_MAX } from '@fis/shared/place-schemas';
import {
  ALLOWANCE_CURRENCY,
  ROUND_ALLOWANCE_MAX,
  ROUND_MONTHS_MAX,
  ROUND_PRIOR_EMPLOYMENT_MAX,
  type RoundInput,
  type RoundValues,
} from '@fis/shared/round-schemas';
import type { Control, FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section';
import { WholeNumberField } from './whole-number-field';

export function RoundTermsFields({
  control,
  errorText,
}: {
  control: Control<RoundInput, unknown, RoundValues>;
  errorText(error: FieldError | undefined): string | undefined;
}) {
  const { t } = useTranslation('rounds');
  const currency = (side: keyof typeof ALLOWANCE_CURRENCY) => t(`common:options.currency.${ALLOWANCE_CURRENCY[side]}`);
  return (
    <>
      <FormSection title={t('form.internship')} columns={2}>
        <WholeNumberField
          control={control}
          name="internshipMonths"
          label={t('form.internshipMonths')}
          min={1}
          max={ROUND_MONTHS_MAX}
          errorText={errorText}
        />
        <WholeNumberField
          control={control}
          name="maxInternshipMonths"
          label={t('form.maxInternshipMonths')}
          description={t('form.maxInternshipHint')}
          min={1}
          max={ROUND_MONTHS_MAX}
          errorText={errorText}
        />
      </FormSection>
      <FormSection title={t('form.allowances')} columns={2}>
        <WholeNumberField
          control={control}
          name="allowanceHongKong"
          label={t('form.allowanceHongKong', { currency: currency('HongKong') })}
          min={0}
          max={ROUND_ALLOWANCE_MAX}
          thousands
          errorText={errorText}
        />
        <WholeNumberField
          control={control}
          name="allowanceGba"
          label={t('form.allowanceGba', { currency: currency('GBA') })}
          min={0}
          max={ROUND_ALLOWANCE_MAX}
          thousands
          errorText={errorText}
        />
      </FormSection>
      <FormSection title={t('form.eligibility')}>
        <WholeNumberField
          control={control}
          name="priorEmploymentMonths"
          label={t('form.priorEmploymentMonths')}
          description={t('form.priorEmploymentHint')}
          min={0}
          max={ROUND_PRIOR_EMPLOYMENT_MAX}
          errorText={errorText}
        />
      </FormSection>
      <FormSection title={t('form.places')}>
        <WholeNumberField
          control={control}
          name="totalPlaces"
          label={t('form.totalPlaces')}
          description={t('form.totalPlacesHint')}
          min={1}
          max={PLACES_MAX}
          thousands
          optional
          errorText={errorText}
        />
      </FormSection>
    </>
  );
}
