// Asks before deleting a profile entry or document; on confirmation it deletes, says so and
// closes, or shows why it could not (and stays open, so the candidate can try again).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotifyFailure } from '../../../lib/notify';
import { useNotifySuccess } from './form-helpers';

interface ConfirmDeleteModalProps {
  /** What is about to be deleted, as the user knows it; null closes the dialog. */
  name: string | null;
  onClose(): void;
  /** Deletes; a rejection is shown as the reason. */
  onDelete(): Promise<unknown>;
  loading?: boolean;
}

export function ConfirmDeleteModal({ name, onClose, onDelete, loading }: ConfirmDeleteModalProps) {
  const { t } = useTranslation('profile');
  const notifySuccess = useNotifySuccess();
  const notifyFailure = useNotifyFailure();
  const confirm = async () => {
    try {
      await onDelete();
      notifySuccess('deleted');
      onClose();
    } catch (err) {
      notifyFailure(err);
    }
  };
  return (
    <Modal opened={name !== null} onClose={onClose} title={t('confirmDelete.title')} centered>
      <Stack>
        <Text size="sm">{t('confirmDelete.body', { name: name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={loading}>
            {t('confirmDelete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
