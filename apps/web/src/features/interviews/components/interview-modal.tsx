// The interview a company sets when it moves an applicant to interviewing, or reschedules (then
// filled with the interview as it is): a date and time in Hong Kong, a duration, and a place or a
// video link (or both). A refused submission keeps the form as it is, with the server's errors
// beside the fields.
import {
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MIN_MINUTES,
  INTERVIEW_NOTE_MAX_LENGTH,
  type Interview,
  type InterviewInput,
  interviewInputSchema,
} from '@fis/shared/application-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongIso, hongKongParts } from '@fis/shared/hong-kong-time';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { ApiError } from '../../../lib/api-client';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';

const { durationMinutes, place, videoLink, note } = interviewInputSchema.shape;

const interviewFormSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ErrorCode.FIELD_REQUIRED),
    time: z.string().regex(/^\d{2}:\d{2}$/, ErrorCode.FIELD_REQUIRED),
    durationMinutes,
    place,
    videoLink,
    note,
  })
  .superRefine((v, ctx) => {
    if (!v.place && !v.videoLink) ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['place'] });
  });
type InterviewFormInput = z.input<typeof interviewFormSchema>;
type InterviewFormValues = z.output<typeof interviewFormSchema>;

/** The API names interview fields `interview.<name>`; the form has date and time for startsAt. */
const SERVER_FIELDS: Record<string, Path<InterviewFormInput>> = {
  startsAt: 'date',
  durationMinutes: 'durationMinutes',
  place: 'place',
  videoLink: 'videoLink',
  note: 'note',
};

interface InterviewModalProps {
  opened: boolean;
  title: string;
  onClose(): void;
  /** Sends the move; rejects with the API's error to keep the form open. */
  onSubmit(interview: InterviewInput): Promise<void>;
  /** The interview to change (a reschedule): the form starts with its values. */
  initial?: Interview | undefined;
  /** The submit button's words, when not the default. */
  submitLabel?: string | undefined;
}

function defaultsOf(initial: Interview | undefined): InterviewFormInput {
  if (!initial) return { date: '', time: '', durationMinutes: 60, place: '', videoLink: '', note: '' };
  return {
    ...hongKongParts(initial.startsAt),
    durationMinutes: initial.durationMinutes,
    place: initial.place ?? '',
    videoLink: initial.videoLink ?? '',
    note: initial.note ?? '',
  };
}

export function InterviewModal({ opened, title, onClose, onSubmit, initial, submitLabel }: InterviewModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {opened ? (
        <InterviewForm onCancel={onClose} onSubmit={onSubmit} initial={initial} submitLabel={submitLabel} />
      ) : null}
    </Modal>
  );
}

function InterviewForm({
  onCancel,
  onSubmit,
  initial,
  submitLabel,
}: Pick<InterviewModalProps, 'onSubmit' | 'initial' | 'submitLabel'> & { onCancel(): void }) {
  const { t } = useTranslation('applications');
  const fieldError = useFieldErrorText();
  const notifyFailure = useNotifyFailure();
  const form = useForm<InterviewFormInput, unknown, InterviewFormValues>({
    resolver: zodResolver(interviewFormSchema),
    mode: 'onTouched',
    defaultValues: defaultsOf(initial),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        startsAt: hongKongIso(values.date, values.time),
        durationMinutes: values.durationMinutes,
        place: values.place,
        videoLink: values.videoLink,
        note: values.note,
      });
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError) {
        for (const issue of err.fields) {
          const name = SERVER_FIELDS[issue.field.replace(/^interview\./, '')];
          if (name) {
            form.setError(name, { type: 'server', message: issue.code }, { shouldFocus: !placed });
            placed = true;
          }
        }
      }
      if (!placed) notifyFailure(err);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ColumnsGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput
            {...register('date')}
            type="date"
            label={t('interview.date')}
            required
            error={fieldError(errors.date)}
          />
          <TextInput
            {...register('time')}
            type="time"
            label={t('interview.time')}
            required
            error={fieldError(errors.time)}
          />
          <Controller
            control={control}
            name="durationMinutes"
            render={({ field, fieldState }) => (
              <NumberInput
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value as number | string}
                onChange={field.onChange}
                label={t('interview.duration')}
                description={t('interview.durationHint', { min: INTERVIEW_MIN_MINUTES, max: INTERVIEW_MAX_MINUTES })}
                min={INTERVIEW_MIN_MINUTES}
                max={INTERVIEW_MAX_MINUTES}
                step={15}
                allowDecimal={false}
                required
                error={fieldError(fieldState.error)}
              />
            )}
          />
        </ColumnsGrid>
        <Text size="sm" c="dimmed">
          {t('interview.placeOrLink')}
        </Text>
        <TextInput {...register('place')} label={t('interview.place')} error={fieldError(errors.place)} />
        <TextInput
          {...register('videoLink')}
          type="url"
          label={t('interview.videoLink')}
          placeholder="https://"
          error={fieldError(errors.videoLink)}
        />
        <LimitedTextareaField
          control={control}
          name="note"
          label={t('interview.note')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={INTERVIEW_NOTE_MAX_LENGTH}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel ?? t('interview.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
