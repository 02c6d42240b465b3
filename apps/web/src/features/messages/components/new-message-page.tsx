// /candidate/new-message and /company/new-message: recipients (chips from the look-up, at most
// 10), subject and body with their counters, documents uploaded at once. `?to=<email>&subject=`
// prefills the form (the "Write a message" links of the applicant, candidate, company and
// application pages). Sent: 'Sent message successfully' and the message itself.
import { MESSAGE_BODY_MAX_LENGTH, TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { sendMessageInputSchema } from '@fis/shared/message-schemas';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { UploadedMedia } from '../../../components/ui/file-upload-field';
import { LimitedTextarea, LimitedTextInput } from '../../../components/ui/limited-text';
import { PageLink } from '../../../components/ui/page-link';
import { SubmitButton } from '../../../components/ui/submit-button';
import { AREA_ROOT, type Area } from '../../../lib/session';
import { useSendMessage } from '../api/messages';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { useRecipients } from '../hooks/use-recipients';
import { useSendFailure } from '../hooks/use-send-failure';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../utils/field-errors';
import { DocumentsField } from './documents-field';
import { RecipientsInput } from './recipients-input';

export function NewMessagePage({ area }: { area: Area }) {
  const { t } = useTranslation('mailbox');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const recipients = useRecipients(params.getAll('to'));
  const [subject, setSubject] = useState(params.get('subject') ?? '');
  const [body, setBody] = useState('');
  const [documents, setDocuments] = useState<UploadedMedia[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendMessage();
  const sendFailure = useSendFailure();
  const errorText = useFieldErrorText();
  const errorOf = (field: string) => errorText(errors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field already says 'Maximum emails selected is 10': take the reader to it.
    if (recipients.overLimit) return recipients.inputRef.current?.focus();
    const input = {
      recipients: recipients.recipients,
      subject,
      description: body,
      documentIds: documents.map((d) => d.id),
    };
    const checked = sendMessageInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(zodFieldErrors(checked.error.issues, { recipients: input.recipients }));
      return;
    }
    setErrors({});
    send.mutate(input, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: saved.message });
        navigate(`${AREA_ROOT[area]}/message-detail/${saved.item.id}`);
      },
      onError: (err) => {
        const fields = serverFieldErrors(err, { recipients: input.recipients });
        setErrors(fields);
        if (Object.keys(fields).length === 0) sendFailure(err);
      },
    });
  };

  return (
    <Stack maw={800} gap="lg">
      <Title order={1}>{t('compose.title')}</Title>
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <RecipientsInput state={recipients} label={t('compose.recipients')} error={errorOf('recipients')} />
            <LimitedTextInput
              label={t('compose.subject')}
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              maxLength={TEXT_MAX_LENGTH}
              error={errorOf('subject')}
              required
            />
            <LimitedTextarea
              label={t('compose.body')}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              maxLength={MESSAGE_BODY_MAX_LENGTH}
              error={errorOf('description')}
              autosize
              minRows={6}
              maxRows={16}
              required
            />
            <DocumentsField value={documents} onChange={setDocuments} error={errorOf('documentIds')} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={PageLink} to={`${AREA_ROOT[area]}/messages`}>
                {t('common:actions.cancel')}
              </Button>
              <SubmitButton submitting={send.isPending}>{t('compose.send')}</SubmitButton>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
