// Attachments: upload a document, give it a title, add it; download or delete (after
// confirmation) the ones already there.

import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { attachmentSchema } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { MAX_ATTACHMENTS } from '@fis/shared/limits';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { FileUploadField, formatBytes } from '../../../components/ui/file-upload-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError, downloadFile } from '../../../lib/api-client';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useLabel } from '../../../lib/i18n';
import { useNotifyFailure, useServerErrors } from '../../../lib/notify';
import { useCreateAttachment } from '../api/create-attachment';
import { useDeleteAttachment } from '../api/delete-attachment';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { useNotifySuccess } from './form-helpers';
import { SectionCard } from './section-card';

interface AttachmentFormInput {
  title: string;
  media: UploadedMedia | null;
}

/** The form holds the uploaded file; the API wants its id. */
const attachmentFormSchema = z
  .object({
    title: attachmentSchema.shape.title,
    media: z.custom<UploadedMedia | null>().refine((m) => m !== null, ErrorCode.FIELD_REQUIRED),
  })
  .transform((v) => ({ title: v.title, mediaId: v.media?.id ?? '' }));
type AttachmentValues = z.output<typeof attachmentFormSchema>;

export function AttachmentsSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profile');
  const label = useLabel();
  const create = useCreateAttachment();
  const remove = useDeleteAttachment();
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  const serverErrors = useServerErrors();
  const fieldError = useFieldErrorText();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const full = profile.attachments.length >= MAX_ATTACHMENTS;

  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AttachmentFormInput, unknown, AttachmentValues>({
    resolver: zodResolver(attachmentFormSchema),
    defaultValues: { title: '', media: null },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notifySuccess('created');
      reset({ title: '', media: null });
    } catch (err) {
      // The API names the file `mediaId`; the form holds the uploaded file as `media`.
      const mediaIssue = err instanceof ApiError ? err.fields.find((f) => f.field === 'mediaId') : undefined;
      if (mediaIssue) setError('media', { type: 'server', message: mediaIssue.code });
      else serverErrors(err, setError, ['title']);
    }
  });

  return (
    <SectionCard title={t('attachments.title')} description={t('attachments.intro', { max: MAX_ATTACHMENTS })}>
      {profile.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('attachments.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {profile.attachments.map((attachment) => (
            <Paper key={attachment.id} withBorder p="sm" radius="sm" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={600}>{attachment.title}</Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    {attachment.media.originalName} · {formatBytes(attachment.media.sizeBytes)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={`${label(t('actions.download'))}${attachment.title}`}
                    onClick={() => downloadFile(attachment.media.url).catch(notifyFailure)}
                  >
                    {t('actions.download')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`${label(t('actions.delete'))}${attachment.title}`}
                    onClick={() => setDeleting(attachment)}
                  >
                    {t('actions.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      {full ? (
        <Text size="sm">{t('attachments.full', { max: MAX_ATTACHMENTS })}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...register('title')} label={t('attachments.titleLabel')} error={fieldError(errors.title)} />
              <Controller
                control={control}
                name="media"
                render={({ field, fieldState }) => (
                  <FileUploadField
                    purpose="attachment"
                    label={t('attachments.file')}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldError(fieldState.error)}
                  />
                )}
              />
            </ColumnsGrid>
            <Group justify="flex-end">
              <SubmitButton variant="light" submitting={isSubmitting}>
                {t('attachments.add')}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      )}

      <ConfirmDeleteModal
        name={deleting?.title ?? null}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onDelete={async () => deleting && remove.mutateAsync(deleting.id)}
      />
    </SectionCard>
  );
}
