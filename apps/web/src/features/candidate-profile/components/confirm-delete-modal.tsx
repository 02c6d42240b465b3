import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteModalProps {
  /** What is about to be deleted, as the user knows it; null closes the dialog. */
  name: string | null;
  onCancel(): void;
  onConfirm(): void;
  loading?: boolean;
}

export function ConfirmDeleteModal({ name, onCancel, onConfirm, loading }: ConfirmDeleteModalProps) {
  const { t } = useTranslation('profile');
  return (
    <Modal opened={name !== null} onClose={onCancel} title={t('confirmDelete.title')} centered>
      <Stack>
        <Text size="sm">{t('confirmDelete.body', { name: name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {t('confirmDelete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
