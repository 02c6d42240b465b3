// The job form's "whom it is for" section (matching, docs/decisions/027): the education levels it
// asks for and the graduation years it suits, none meaning any.
import { EDUCATION_LEVELS } from '@fis/shared/enums';
import { yearChoices } from '@fis/shared/limits';
import { MultiSelect, Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { FormSection } from '../../../components/ui/form-section';
import { useBoundField } from '../../../components/ui/use-bound-field';
import { useFieldErrorText } from '../../../lib/form-errors';
import type { JobForm } from './job-form';

/** "Any year" stands for no bound: Select's options are strings, the form's value is null. */
const ANY_YEAR = 'any';

function GraduationYearField({
  control,
  name,
}: {
  control: JobForm['control'];
  name: 'graduationYearFrom' | 'graduationYearTo';
}) {
  const { t } = useTranslation('jobs');
  const { value, onChange, bound } = useBoundField({ control, name });
  const data = [
    { value: ANY_YEAR, label: t('form.anyYear') },
    ...yearChoices().map((year) => ({ value: String(year), label: String(year) })),
  ];
  return (
    <Select
      {...bound}
      label={t(`fields.${name}`)}
      data={data}
      value={value == null ? ANY_YEAR : String(value)}
      onChange={(v) => onChange(v === null || v === ANY_YEAR ? null : Number(v))}
      allowDeselect={false}
      searchable
    />
  );
}

export function JobAudienceFields({ form }: { form: JobForm }) {
  const { t } = useTranslation('jobs');
  const fieldError = useFieldErrorText();
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <FormSection title={t('form.sections.audience')} description={t('form.graduationYearsHelp')}>
      <Controller
        control={control}
        name="educationLevels"
        render={({ field, fieldState }) => (
          <MultiSelect
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value ?? []}
            onChange={field.onChange}
            label={t('fields.educationLevels')}
            description={t('form.educationLevelsHelp')}
            data={EDUCATION_LEVELS.map((level) => ({
              value: level,
              label: t(`common:options.educationLevel.${level}`),
            }))}
            searchable
            clearable
            error={fieldError(
              fieldState.error ??
                (Array.isArray(errors.educationLevels) ? errors.educationLevels.find(Boolean) : undefined),
            )}
          />
        )}
      />
      <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <GraduationYearField control={control} name="graduationYearFrom" />
        <GraduationYearField control={control} name="graduationYearTo" />
      </ColumnsGrid>
    </FormSection>
  );
}
