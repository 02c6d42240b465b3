// One work experience. Dates use the browser's own date input (type="date": a native picker on
// phones, typed YYYY-MM-DD elsewhere; Mantine dates is not installed). The API's schema and date
// rules apply, plus "not in the future" against today's Hong Kong date, so the error shows at once.
import { type ExperienceValues, experienceDateIssues, experienceSchema } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { LONG_TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';

/** What the inputs hold: text everywhere, '' for an empty date. */
export interface ExperienceFormInput {
  company: string;
  jobTitle: string;
  location: string;
  startDate: string;
  endDate: string;
  currentlyWorking: boolean;
  description: string;
}

const FIELDS = ['company', 'jobTitle', 'location', 'startDate', 'endDate', 'currentlyWorking', 'description'] as const;

const experienceFormSchema = z
  .preprocess(
    (v: ExperienceFormInput) => ({ ...v, endDate: v.currentlyWorking ? null : v.endDate || null }),
    experienceSchema,
  )
  .superRefine((v, ctx) => {
    for (const issue of experienceDateIssues(v, hongKongDate(new Date()))) {
      if (issue.message === ErrorCode.DATE_IN_FUTURE) ctx.addIssue({ code: 'custom', ...issue });
    }
  });

export const emptyExperience: ExperienceFormInput = {
  company: '',
  jobTitle: '',
  location: '',
  startDate: '',
  endDate: '',
  currentlyWorking: false,
  description: '',
};

interface ExperienceFormProps {
  id: string;
  defaultValues: ExperienceFormInput;
  onSubmit(values: ExperienceValues): Promise<void>;
}

export function ExperienceForm({ id, defaultValues, onSubmit }: ExperienceFormProps) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const today = hongKongDate(new Date());
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ExperienceFormInput, unknown, ExperienceValues>({
    resolver: zodResolver(experienceFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const currentlyWorking = watch('currentlyWorking');
  const startDate = watch('startDate');

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      serverErrors(err, setError, FIELDS);
    }
  });

  return (
    <form id={id} onSubmit={submit} noValidate>
      <Stack gap="md">
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            {...register('company')}
            label={t('experience.company')}
            required
            error={fieldError(errors.company)}
          />
          <TextInput
            {...register('jobTitle')}
            label={t('experience.jobTitle')}
            required
            error={fieldError(errors.jobTitle)}
          />
          <TextInput {...register('location')} label={t('experience.location')} error={fieldError(errors.location)} />
        </ColumnsGrid>
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            {...register('startDate')}
            type="date"
            max={today}
            label={t('experience.startDate')}
            required
            error={fieldError(errors.startDate)}
          />
          <TextInput
            {...register('endDate')}
            type="date"
            min={startDate || undefined}
            max={today}
            disabled={currentlyWorking}
            label={t('experience.endDate')}
            required={!currentlyWorking}
            error={fieldError(errors.endDate)}
          />
        </ColumnsGrid>
        <Checkbox
          {...register('currentlyWorking', {
            onChange: (event) => {
              if (event.target.checked) setValue('endDate', '', { shouldValidate: false });
            },
          })}
          label={t('experience.currentlyWorking')}
        />
        <LimitedTextareaField
          control={control}
          name="description"
          label={t('experience.description')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={LONG_TEXT_MAX_LENGTH}
        />
      </Stack>
    </form>
  );
}
