// The company proposes the placement's first day, or a new one until the agreed start has come
// (canProposeStart): a Hong Kong date, today or later, checked as it is typed, with the end date
// it gives. The intern then agrees to the dates; the API's refusals stand beside the field.
import { ErrorCode } from '@fis/shared/error-codes';
import { isIsoDate } from '@fis/shared/field-schemas';
import { placementEndDate } from '@fis/shared/placement-rules';
import { type Placement, proposeStartInputSchema } from '@fis/shared/placement-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSection } from '../../../components/ui/form-section';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useDates } from '../../../lib/dates';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { useProposeStart } from '../api/propose-start';

type Values = z.input<typeof proposeStartInputSchema>;

export function ProposeStartForm({ placement, today }: { placement: Placement; today: string }) {
  const { t } = useTranslation('placements');
  const dates = useDates();
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const propose = useProposeStart(placement.id);
  const schema = proposeStartInputSchema.superRefine((value, ctx) => {
    if (value.startDate < today)
      ctx.addIssue({ code: 'custom', message: ErrorCode.START_DATE_PAST, path: ['startDate'] });
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { startDate: placement.startDate && placement.startDate >= today ? placement.startDate : '' },
  });
  const startDate = watch('startDate');

  const submit = handleSubmit(async (values) => {
    try {
      await propose.mutateAsync(values);
      notifications.show({ color: 'green', message: t('propose.done') });
    } catch (err) {
      serverErrors(err, setError, ['startDate']);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormSection
        card
        title={t(placement.startDate ? 'propose.changeTitle' : 'propose.title')}
        description={t('propose.hint')}
      >
        <Stack gap="sm">
          <TextInput
            {...register('startDate')}
            type="date"
            min={today}
            label={t('propose.startDate')}
            required
            error={fieldError(errors.startDate)}
          />
          {startDate && isIsoDate(startDate) && startDate >= today ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('propose.endsOn', {
                date: dates.date(placementEndDate(startDate, placement.months)),
                months: t('months', { count: placement.months }),
              })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <SubmitButton submitting={propose.isPending}>{t('propose.submit')}</SubmitButton>
          </Group>
        </Stack>
      </FormSection>
    </form>
  );
}
