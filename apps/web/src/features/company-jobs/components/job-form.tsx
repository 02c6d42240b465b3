// The job form (SPEC section 3, "Job form fields"), for creating and editing. It validates with
// the API's schema, plus the expiry date against today; server field errors go beside their field.
// It opens once the rounds a job may be put in are known (docs/decisions/039), the current one
// chosen for a new job; with none, it says so instead of a form that could only be refused.

import { CURRENCIES, PAY_FREQUENCIES } from '@fis/shared/job-enums';
import type { JobValues } from '@fis/shared/job-form-schemas';
import { LONG_TEXT_MAX_LENGTH } from '@fis/shared/limits';
import type { RoundSummary } from '@fis/shared/round-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, NumberInput, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { LoadError } from '../../../components/ui/list-states';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFieldErrorText } from '../../../lib/form-errors';
import { usePublicRounds } from '../../../lib/public-rounds';
import { type JobFormInput, jobFormSchema } from '../api/save-job';
import { roundChoices } from '../utils/round-choices';
import { JobAudienceFields } from './job-audience-fields';
import { JobPositionFields } from './job-position-fields';
import { NoRoundOpen, RoundField } from './round-field';

export type JobForm = UseFormReturn<JobFormInput, unknown, JobValues>;

interface JobFormProps {
  initial: JobFormInput;
  submitLabel: string;
  onSubmit: (values: JobValues, form: JobForm) => Promise<void>;
  /** Buttons beside the submit button (save draft, cancel). */
  extraActions?: (form: JobForm) => ReactNode;
  error?: string | null;
  /** The edited job's round: offered even once it has ended, so that the job can stay in it. */
  round?: RoundSummary;
}

export function JobFormFields({ round, initial, ...props }: JobFormProps) {
  const { t } = useTranslation('jobs');
  const rounds = usePublicRounds();
  const choices = useMemo(() => (rounds.data ? roundChoices(rounds.data, round) : undefined), [rounds.data, round]);
  // A new job starts in the current round, else the next to open (the API's own default); a draft
  // keeps the round it chose while that round is still offered.
  const firstChoice = choices?.[0]?.id;
  const kept = choices?.some((round) => round.id === initial.roundId) ? initial.roundId : undefined;
  // Strings only besides `initial`: a refetch of the rounds must not reset what is being typed.
  const withRound = useMemo(() => ({ ...initial, roundId: kept ?? firstChoice }), [initial, kept, firstChoice]);
  if (rounds.isPending) return <Skeleton height={600} />;
  if (rounds.isError) {
    return <LoadError message={t('form.roundsError')} detail={rounds.error.message} onRetry={() => rounds.refetch()} />;
  }
  if (!choices?.length) return <NoRoundOpen />;
  return <JobFormBody {...props} initial={withRound} rounds={choices} />;
}

function JobFormBody({
  initial,
  submitLabel,
  onSubmit,
  extraActions,
  error,
  rounds,
}: Omit<JobFormProps, 'round'> & { rounds: readonly RoundSummary[] }) {
  const { t } = useTranslation('jobs');
  const fieldError = useFieldErrorText();
  const form = useForm<JobFormInput, unknown, JobValues>({
    resolver: zodResolver(jobFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  // A draft or the saved job may arrive after the form is shown.
  useEffect(() => reset(initial), [initial, reset]);

  const options = (values: readonly (string | number)[], group: string) =>
    values.map((value) => ({ value: String(value), label: t(`common:options.${group}.${value}`) }));

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values, form))} noValidate>
      <Stack gap="xl">
        <RoundField control={control} rounds={rounds} />

        <JobPositionFields form={form} />

        <JobAudienceFields form={form} />

        <FormSection title={t('form.sections.pay')} columns={3}>
          <Controller
            control={control}
            name="salary"
            render={({ field, fieldState }) => (
              <NumberInput
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? null : Number(v))}
                label={t('fields.salary')}
                description={t('form.salaryHelp')}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                allowNegative={false}
                error={fieldError(fieldState.error)}
              />
            )}
          />
          <SelectField
            control={control}
            name="currency"
            label={t('fields.currency')}
            data={options(CURRENCIES, 'currency')}
            required
          />
          <SelectField
            control={control}
            name="payFrequency"
            label={t('fields.payFrequency')}
            data={options(PAY_FREQUENCIES, 'payFrequency')}
            required
          />
        </FormSection>

        <FormSection title={t('form.sections.details')}>
          <LimitedTextareaField
            control={control}
            name="description"
            label={t('fields.description')}
            required
            autosize
            minRows={6}
            maxLength={LONG_TEXT_MAX_LENGTH}
          />
          <LimitedTextareaField
            control={control}
            name="requirements"
            label={t('fields.requirements')}
            required
            autosize
            minRows={4}
            maxLength={LONG_TEXT_MAX_LENGTH}
          />
        </FormSection>

        {error ? (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        ) : null}
        {/* On a phone, one full-width button under another, the submit button last; not wrapped. */}
        <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
          {extraActions?.(form)}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
