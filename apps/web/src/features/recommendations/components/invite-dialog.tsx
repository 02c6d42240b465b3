// The invitation to apply (docs/decisions/027): a message to a recommended candidate, its subject and
// words prefilled in the company's language and its own to change; the shared schema checks both
// fields here and in the API, and a server error lands beside its field.
import { MESSAGE_BODY_MAX_LENGTH, TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { inviteCandidateInputSchema } from '@fis/shared/match-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LimitedTextareaField, LimitedTextInputField } from '../../../components/ui/limited-text';
import { useServerErrors } from '../../../lib/notify';
import { useInviteCandidate } from '../api/recommended-candidates';

const messageSchema = inviteCandidateInputSchema.omit({ candidateId: true });
type Values = { subject: string; description: string };
const FIELDS = ['subject', 'description'] as const;

export function InviteDialog({
  jobId,
  position,
  candidate,
  onClose,
}: {
  jobId: string;
  position: string;
  candidate: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('matching');
  const invite = useInviteCandidate(jobId);
  const serverErrors = useServerErrors();
  const form = useForm<Values>({
    resolver: zodResolver(messageSchema),
    mode: 'onTouched',
    defaultValues: {
      subject: t('candidates.defaultSubject', { position }),
      description: t('candidates.defaultMessage', { name: candidate.name, position }),
    },
  });
  const submit = form.handleSubmit((values) =>
    invite.mutateAsync({ candidateId: candidate.id, ...values }).then(
      () => {
        notifications.show({ message: t('candidates.sent') });
        onClose();
      },
      (err) => serverErrors(err, form.setError, FIELDS),
    ),
  );
  return (
    <Modal opened onClose={onClose} title={t('candidates.inviteTitle', { name: candidate.name, position })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('candidates.inviteHint')}
          </Text>
          <LimitedTextInputField
            control={form.control}
            name="subject"
            label={t('candidates.subject')}
            maxLength={TEXT_MAX_LENGTH}
            required
          />
          <LimitedTextareaField
            control={form.control}
            name="description"
            label={t('candidates.message')}
            maxLength={MESSAGE_BODY_MAX_LENGTH}
            autosize
            minRows={5}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('candidates.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('candidates.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
