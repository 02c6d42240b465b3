// The fields of one education entry, validated with the API's own schema. Used by the add and
// edit dialog and by the education step of create-profile; `id` lets a button elsewhere submit it.
import {
  type EducationInput,
  type EducationValues,
  educationSchema,
  YEAR_OF_STUDY_MAX,
  YEAR_OF_STUDY_MIN,
} from '@fis/shared/candidate-profile-schemas';
import { EDUCATION_LEVELS, INSTITUTIONS } from '@fis/shared/enums';
import { institutionKey } from '@fis/shared/institution-label';
import { yearChoices } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';

const FIELDS = [
  'institution',
  'institutionOther',
  'educationLevel',
  'programme',
  'faculty',
  'yearOfStudy',
  'graduationYear',
] as const;

interface EducationFormProps {
  id: string;
  defaultValues: Partial<EducationInput>;
  /** Saves the entry; a failure with field errors is shown beside the fields. */
  onSubmit(values: EducationValues): Promise<void>;
}

export function EducationForm({ id, defaultValues, onSubmit }: EducationFormProps) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<EducationInput, unknown, EducationValues>({
    resolver: zodResolver(educationSchema),
    mode: 'onTouched',
    defaultValues: { programme: '', faculty: '', institutionOther: '', yearOfStudy: null, ...defaultValues },
  });

  const options = useMemo(
    () => ({
      institution: INSTITUTIONS.map((v) => ({ value: v, label: t(institutionKey(v)) })),
      educationLevel: EDUCATION_LEVELS.map((v) => ({ value: v, label: t(`common:options.educationLevel.${v}`) })),
      yearOfStudy: Array.from({ length: YEAR_OF_STUDY_MAX - YEAR_OF_STUDY_MIN + 1 }, (_, i) => ({
        value: String(i + YEAR_OF_STUDY_MIN),
        label: t('education.yearOfStudyOption', { year: i + YEAR_OF_STUDY_MIN }),
      })),
      graduationYear: yearChoices().map((y) => String(y)),
    }),
    [t],
  );

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      serverErrors(err, setError, FIELDS);
    }
  });

  return (
    <form id={id} onSubmit={submit} noValidate>
      <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Controller
          control={control}
          name="institution"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              label={t('education.institution')}
              required
              data={options.institution}
              allowDeselect={false}
              searchable
              error={fieldError(fieldState.error)}
            />
          )}
        />
        {watch('institution') === 'Other' ? (
          <TextInput
            {...register('institutionOther')}
            label={t('education.institutionOther')}
            required
            error={fieldError(errors.institutionOther)}
          />
        ) : null}
        <Controller
          control={control}
          name="educationLevel"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              label={t('education.educationLevel')}
              required
              data={options.educationLevel}
              allowDeselect={false}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <TextInput
          {...register('programme')}
          label={t('education.programme')}
          required
          error={fieldError(errors.programme)}
        />
        <TextInput {...register('faculty')} label={t('education.faculty')} error={fieldError(errors.faculty)} />
        <Controller
          control={control}
          name="yearOfStudy"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value == null ? null : String(field.value)}
              onChange={(v) => field.onChange(v === null ? null : Number(v))}
              label={t('education.yearOfStudy')}
              data={options.yearOfStudy}
              clearable
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="graduationYear"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value == null ? null : String(field.value)}
              onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
              label={t('education.graduationYear')}
              required
              data={options.graduationYear}
              allowDeselect={false}
              searchable
              error={fieldError(fieldState.error)}
            />
          )}
        />
      </ColumnsGrid>
    </form>
  );
}
