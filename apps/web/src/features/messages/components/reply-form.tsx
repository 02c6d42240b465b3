// Reply (to the sender of a message one received, in its thread) or forward (a message of one's
// boxes to new recipients with a note; documents travel as decision 015 says), written under the
// thread. Each sends once and closes; field errors stand beside their fields.
import { MESSAGE_BODY_MAX_LENGTH } from '@fis/shared/limits';
import { forwardMessageInputSchema, replyMessageInputSchema } from '@fis/shared/message-schemas';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedMedia } from '../../../components/ui/file-upload-field';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useForwardMessage, useReplyMessage } from '../api/messages';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { useRecipients } from '../hooks/use-recipients';
import { useSendFailure } from '../hooks/use-send-failure';
import { type FieldErrors, type SentLists, serverFieldErrors, zodFieldErrors } from '../utils/field-errors';
import { DocumentsField } from './documents-field';
import { RecipientsInput } from './recipients-input';

export type ComposeMode = 'reply' | 'forward';

export function ReplyForm({
  mode,
  messageId,
  replyTo,
  onDone,
}: {
  mode: ComposeMode;
  messageId: string;
  /** The sender's name, for the reply's heading. */
  replyTo: string;
  /** Sent or cancelled: the page closes the form and stays on its message. */
  onDone(): void;
}) {
  const { t } = useTranslation('mailbox');
  const recipients = useRecipients();
  const [body, setBody] = useState('');
  const [documents, setDocuments] = useState<UploadedMedia[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const reply = useReplyMessage();
  const forward = useForwardMessage();
  const sendFailure = useSendFailure();
  const pending = reply.isPending || forward.isPending;
  const errorText = useFieldErrorText();
  const errorOf = (field: string) => errorText(errors[field]);

  const callbacks = (sent: SentLists = {}) => ({
    onSuccess: (saved: { message: string }) => {
      notifications.show({ color: 'green', message: saved.message });
      onDone();
    },
    onError: (err: unknown) => {
      const fields = serverFieldErrors(err, sent);
      setErrors(fields);
      if (Object.keys(fields).length === 0) sendFailure(err);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field already says 'Maximum emails selected is 10': take the reader to it.
    if (recipients.overLimit) return recipients.inputRef.current?.focus();
    if (mode === 'reply') {
      const input = { messageId, description: body, documentIds: documents.map((d) => d.id) };
      const checked = replyMessageInputSchema.safeParse(input);
      if (!checked.success) return setErrors(zodFieldErrors(checked.error.issues));
      setErrors({});
      reply.mutate(input, callbacks());
    } else {
      const input = { messageId, recipients: recipients.recipients, description: body };
      const checked = forwardMessageInputSchema.safeParse(input);
      const sent = { recipients: input.recipients };
      if (!checked.success) return setErrors(zodFieldErrors(checked.error.issues, sent));
      setErrors({});
      forward.mutate(input, callbacks(sent));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${mode}-heading`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={`${mode}-heading`}>
            {mode === 'reply' ? t('reply.title', { name: replyTo }) : t('forward.title')}
          </Title>
          {mode === 'forward' ? (
            <>
              <RecipientsInput state={recipients} label={t('compose.recipients')} error={errorOf('recipients')} />
              <Text size="sm" c="dimmed">
                {t('forward.documentsRule')}
              </Text>
            </>
          ) : null}
          <LimitedTextarea
            label={mode === 'reply' ? t('reply.body') : t('forward.note')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            maxLength={MESSAGE_BODY_MAX_LENGTH}
            error={errorOf('description')}
            autosize
            minRows={4}
            maxRows={12}
            required={mode === 'reply'}
          />
          {mode === 'reply' ? (
            <DocumentsField value={documents} onChange={setDocuments} error={errorOf('documentIds')} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton submitting={pending}>{mode === 'reply' ? t('reply.send') : t('forward.send')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
