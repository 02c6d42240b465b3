// The job form's position section: what the job is, where, on which contract, until when it is
// open (the expiry date no earlier than today, Hong Kong time), and the skills it asks for.

import { hongKongDate } from '@fis/shared/hong-kong-time';
import { CONTRACT_TYPES, JOB_CITY_VALUES, JOB_FUNCTIONS, JOB_MODES, REGIONS } from '@fis/shared/job-enums';
import { MAX_SKILLS, TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { TagsInput, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { FormSection } from '../../../components/ui/form-section';
import { LimitedTextInputField } from '../../../components/ui/limited-text';
import { SelectField } from '../../../components/ui/select-field';
import { useFieldErrorText } from '../../../lib/form-errors';
import type { JobForm } from './job-form';

export function JobPositionFields({ form }: { form: JobForm }) {
  const { t } = useTranslation('jobs');
  const fieldError = useFieldErrorText();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const options = (values: readonly (string | number)[], group: string) =>
    values.map((value) => ({ value: String(value), label: t(`common:options.${group}.${value}`) }));
  const today = hongKongDate(new Date());

  return (
    <FormSection title={t('form.sections.position')}>
      <LimitedTextInputField
        control={control}
        name="positionName"
        label={t('fields.positionName')}
        required
        maxLength={TEXT_MAX_LENGTH}
      />
      <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <SelectField
          control={control}
          name="jobFunction"
          label={t('fields.jobFunction')}
          data={options(JOB_FUNCTIONS, 'jobFunction')}
          searchable
          required
        />
        <SelectField
          control={control}
          name="jobMode"
          label={t('fields.jobMode')}
          data={options(JOB_MODES, 'jobMode')}
          required
        />
        <SelectField
          control={control}
          name="location"
          label={t('fields.location')}
          data={options(REGIONS, 'region')}
          required
        />
        <SelectField
          control={control}
          name="city"
          label={t('fields.city')}
          data={options(JOB_CITY_VALUES, 'jobCity')}
          searchable
          numeric
          required
        />
        <SelectField
          control={control}
          name="contractType"
          label={t('fields.contractType')}
          data={options(CONTRACT_TYPES, 'contractType')}
          required
        />
        <TextInput
          {...register('expiresOn')}
          type="date"
          min={today}
          label={t('fields.expiresOn')}
          description={t('form.expiresOnHelp')}
          required
          error={fieldError(errors.expiresOn)}
        />
      </ColumnsGrid>
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <TagsInput
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value ?? []}
            onChange={field.onChange}
            label={t('fields.skills')}
            description={t('form.skillsHelp', { max: MAX_SKILLS })}
            maxTags={MAX_SKILLS}
            clearable
            acceptValueOnBlur
            error={fieldError(
              fieldState.error ?? (Array.isArray(errors.skills) ? errors.skills.find(Boolean) : undefined),
            )}
          />
        )}
      />
    </FormSection>
  );
}
