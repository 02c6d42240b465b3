// The office's form of a round, new or edited, in a dialog (full screen on a phone): its names in
// the three languages, the application period in Hong Kong dates, the internship's length, the
// allowances, the prior-employment window and the round's funded places (blank: it counts none;
// these in round-terms-fields.tsx). Checked by the API's own schema as it is typed; the API's
// refusals stand beside their fields, an overlapping period naming the round it meets.
import { ErrorCode } from '@fis/shared/error-codes';
import {
  type AdminRound,
  ROUND_FIELDS,
  ROUND_NAME_MAX_LENGTH,
  type RoundInput,
  type RoundValues,
  roundInputSchema,
} from '@fis/shared/round-schemas';
import { periodsOverlap, roundName } from '@fis/shared/scheme-rounds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { usePhoneWidth } from '../../../lib/phone-width';
import { useSaveRound } from '../api/save-round';
import { RoundTermsFields } from './round-terms-fields';

/**
 * What the form starts with: the round's values when it is edited; for a new round, no names and
 * no dates, and the latest round's length, allowances and window, which rounds seldom change.
 */
function defaultsOf(round: AdminRound | null, latest: AdminRound | undefined): Partial<RoundInput> {
  const source = round ?? latest;
  return {
    nameEn: round?.nameEn ?? '',
    nameZh: round?.nameZh ?? '',
    nameCn: round?.nameCn ?? '',
    applicationStart: round?.applicationStart ?? '',
    applicationEnd: round?.applicationEnd ?? '',
    internshipMonths: source?.internshipMonths,
    maxInternshipMonths: source?.maxInternshipMonths,
    allowanceHongKong: source?.allowanceHongKong,
    allowanceGba: source?.allowanceGba,
    priorEmploymentMonths: source?.priorEmploymentMonths,
    // Sent as null when blank, so that clearing it on an edit stops the round counting places.
    totalPlaces: round?.totalPlaces ?? null,
  };
}

interface RoundFormModalProps {
  opened: boolean;
  /** The round to edit; null for a new one. */
  round: AdminRound | null;
  /** Every round, the latest first: a new round's defaults, and the round an overlap meets. */
  rounds: readonly AdminRound[];
  onClose(): void;
}

export function RoundFormModal({ opened, round, rounds, onClose }: RoundFormModalProps) {
  const { t, i18n } = useTranslation('rounds');
  const phone = usePhoneWidth();
  const title = round ? t('form.editTitle', { name: roundName(round, i18n.language) }) : t('form.newTitle');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={phone} centered>
      {/* Drawn anew each time it opens, so that it starts from the round it is opened for. */}
      {opened ? <RoundForm round={round} rounds={rounds} onDone={onClose} /> : null}
    </Modal>
  );
}

function RoundForm({
  round,
  rounds,
  onDone,
}: {
  round: AdminRound | null;
  rounds: readonly AdminRound[];
  onDone(): void;
}) {
  const { t, i18n } = useTranslation('rounds');
  const dates = useDates();
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const save = useSaveRound();
  // The sentence an overlapping period gets: it names the other round, which the code alone cannot.
  const [overlap, setOverlap] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RoundInput, unknown, RoundValues>({
    resolver: zodResolver(roundInputSchema),
    mode: 'onTouched',
    defaultValues: defaultsOf(round, rounds[0]),
  });
  const applicationStart = watch('applicationStart');

  const errorText = (error: FieldError | undefined) =>
    error?.message === ErrorCode.ROUND_PERIOD_OVERLAPS && overlap ? overlap : fieldError(error);

  /** The round the refused period meets, as the list has it; the API's own sentence otherwise. */
  const overlapSentence = (values: RoundValues, err: ApiError): string => {
    const clash = rounds.find((other) => other.id !== round?.id && periodsOverlap(other, values));
    if (!clash) return err.message;
    return t('errors:ROUND_PERIOD_OVERLAPS', {
      round: roundName(clash, i18n.language),
      start: dates.date(clash.applicationStart),
      end: dates.date(clash.applicationEnd),
    });
  };

  const submit = handleSubmit(async (values) => {
    setOverlap(null);
    try {
      const saved = await save.mutateAsync({ id: round?.id, input: values });
      notifications.show({
        color: 'green',
        message: t(round ? 'done.saved' : 'done.created', { name: roundName(saved, i18n.language) }),
      });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.ROUND_PERIOD_OVERLAPS)
        setOverlap(overlapSentence(values, err));
      serverErrors(err, setError, ROUND_FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title={t('form.names')} description={t('form.namesHint')} columns={3}>
          <TextInput
            {...register('nameEn')}
            label={t('form.nameEn')}
            required
            maxLength={ROUND_NAME_MAX_LENGTH}
            error={errorText(errors.nameEn)}
            data-autofocus
          />
          <TextInput
            {...register('nameZh')}
            label={t('form.nameZh')}
            lang="zh-Hant"
            required
            maxLength={ROUND_NAME_MAX_LENGTH}
            error={errorText(errors.nameZh)}
          />
          <TextInput
            {...register('nameCn')}
            label={t('form.nameCn')}
            lang="zh-Hans"
            required
            maxLength={ROUND_NAME_MAX_LENGTH}
            error={errorText(errors.nameCn)}
          />
        </FormSection>
        <FormSection title={t('form.period')} description={t('form.periodHint')} columns={2}>
          <TextInput
            {...register('applicationStart')}
            type="date"
            label={t('form.applicationStart')}
            required
            error={errorText(errors.applicationStart)}
          />
          <TextInput
            {...register('applicationEnd')}
            type="date"
            min={applicationStart || undefined}
            label={t('form.applicationEnd')}
            required
            error={errorText(errors.applicationEnd)}
          />
        </FormSection>
        <RoundTermsFields control={control} errorText={errorText} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <SubmitButton submitting={save.isPending}>{t(round ? 'form.save' : 'form.create')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
