// The company or the office records an early end: the last day worked, between the start date and
// the day before the end date (checked as typed), and why. A question first, as it cannot be undone:
// the intern is told and a waiting extension is withdrawn. The API's refusals stand beside their fields.
import { ErrorCode } from '@fis/shared/error-codes';
import { type EarlyEndInput, earlyEndInputSchema, type Placement } from '@fis/shared/placement-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormSection } from '../../../components/ui/form-section';
import { useDates } from '../../../lib/dates';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { useEndEarly } from '../api/end-early';
import { ReasonField } from './reason-field';

export function EarlyEndForm({ placement, range }: { placement: Placement; range: { from: string; to: string } }) {
  const { t } = useTranslation('placements');
  const dates = useDates();
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const end = useEndEarly(placement.id);
  // The values checked and waiting for the question's answer.
  const [confirming, setConfirming] = useState<EarlyEndInput | null>(null);
  const schema = earlyEndInputSchema.superRefine((value, ctx) => {
    if (value.endedOn < range.from || value.endedOn > range.to)
      ctx.addIssue({ code: 'custom', message: ErrorCode.END_DATE_OUTSIDE_PLACEMENT, path: ['endedOn'] });
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EarlyEndInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { endedOn: '', reason: '' },
  });

  const ask = handleSubmit((values) => setConfirming(values));

  const confirm = async () => {
    if (!confirming) return;
    try {
      await end.mutateAsync(confirming);
      notifications.show({ color: 'green', message: t('end.done') });
    } catch (err) {
      serverErrors(err, setError, ['endedOn', 'reason']);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <form onSubmit={ask} noValidate>
      <FormSection
        card
        title={t('end.title')}
        description={t('end.hint', { from: dates.date(range.from), to: dates.date(range.to) })}
      >
        <Stack gap="sm">
          <TextInput
            {...register('endedOn')}
            type="date"
            min={range.from}
            max={range.to}
            label={t('end.lastDay')}
            required
            error={fieldError(errors.endedOn)}
          />
          <ReasonField control={control} name="reason" label={t('end.reason')} />
          <Group justify="flex-end">
            <Button type="submit" color="red" variant="light">
              {t('end.submit')}
            </Button>
          </Group>
        </Stack>
      </FormSection>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('end.confirmTitle', { intern: placement.intern.name })}
        body={t('end.confirmBody', { date: confirming ? dates.date(confirming.endedOn) : '' })}
        confirmLabel={t('end.confirm')}
        busy={end.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
