// The company asks the office for more months, with its reason, for an agreed placement that has
// not ended and has no request waiting (canAskExtension). The months left up to the round's
// longest internship are said beside the field and checked as typed; the API's refusals stand
// beside their fields (EXTENSION_TOO_LONG naming the round and its longest).
import { ErrorCode } from '@fis/shared/error-codes';
import { type ExtensionRequestInput, extensionRequestInputSchema, type Placement } from '@fis/shared/placement-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, NumberInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { useAskExtension } from '../api/ask-extension';
import { monthsLeftOf } from '../utils/placement-facts';
import { ReasonField } from './reason-field';

export function ExtensionRequestForm({ placement }: { placement: Placement }) {
  const { t, i18n } = useTranslation('placements');
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const ask = useAskExtension(placement.id);
  const left = monthsLeftOf(placement);
  const schema = extensionRequestInputSchema.superRefine((value, ctx) => {
    if (value.months > left) ctx.addIssue({ code: 'custom', message: ErrorCode.EXTENSION_TOO_LONG, path: ['months'] });
  });
  const { control, handleSubmit, setError, reset } = useForm<ExtensionRequestInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { months: undefined, reason: '' },
  });

  // The one message with words of its own: the round and its longest internship.
  const errorText = (error: FieldError | undefined) =>
    error?.message === ErrorCode.EXTENSION_TOO_LONG
      ? t('errors:EXTENSION_TOO_LONG', {
          round: roundName(placement.round, i18n.language),
          max: placement.round.maxMonths,
        })
      : fieldError(error);

  const submit = handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(values);
      reset({ months: undefined, reason: '' });
      notifications.show({ color: 'green', message: t('extend.done') });
    } catch (err) {
      serverErrors(err, setError, ['months', 'reason']);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormSection card title={t('extend.title')} description={t('extend.hint')}>
        <Stack gap="sm">
          <Controller
            control={control}
            name="months"
            render={({ field, fieldState }) => (
              <NumberInput
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                label={t('extend.months')}
                description={t('extend.monthsLeft', {
                  count: left,
                  max: placement.round.maxMonths,
                  months: t('months', { count: placement.months }),
                })}
                min={1}
                max={left}
                allowDecimal={false}
                allowNegative={false}
                required
                error={errorText(fieldState.error)}
              />
            )}
          />
          <ReasonField control={control} name="reason" label={t('extend.reason')} />
          <Group justify="flex-end">
            <SubmitButton submitting={ask.isPending}>{t('extend.submit')}</SubmitButton>
          </Group>
        </Stack>
      </FormSection>
    </form>
  );
}
