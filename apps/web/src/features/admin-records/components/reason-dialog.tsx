// The confirmation of an act for the scheme (create, edit, close or delete a job): what it does,
// and the reason its recipients read as written, checked by the API's own schema.
import { ADMIN_REASON_MAX_LENGTH, adminReasonField } from '@fis/shared/admin-record-schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { fieldIssuesOf, useErrorText } from '../../../lib/form-errors';

export function ReasonDialog({
  opened,
  title,
  body,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  /** Resolves when done; a rejection with a field error on `reason` is shown beside the field. */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminRecords');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useErrorText();

  const close = () => {
    setReason('');
    setError(null);
    setFailure(null);
    onCancel();
  };
  const confirm = async () => {
    const checked = adminReasonField.safeParse(reason);
    if (!checked.success) {
      setError(t(`errors:${checked.error.issues[0]?.message ?? 'FIELD_INVALID'}`));
      return;
    }
    setError(null);
    setFailure(null);
    try {
      await onConfirm(checked.data);
      setReason('');
    } catch (err) {
      const issue = fieldIssuesOf(err).find((i) => i.field === 'reason');
      if (issue) setError(t(`errors:${issue.code}`));
      // Anything else (the job changed meanwhile, the network) is said here, where the eyes are.
      else setFailure(errorText(err));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack>
        <Text size="sm">{body}</Text>
        <LimitedTextarea
          label={t('reason.label')}
          description={t('reason.hint')}
          required
          autosize
          minRows={3}
          maxLength={ADMIN_REASON_MAX_LENGTH}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
