// Asks before something that cannot be undone (a delete, a removal, a message to many): the
// question, what it means, Cancel, and the button that does it (busy while it runs), red unless
// the act destroys nothing (`tone="primary"`). Pages take it from confirm-dialog.tsx.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ConfirmDialogModal({
  opened,
  title,
  body,
  confirmLabel,
  busy,
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text size="sm">{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button color={tone === 'danger' ? 'red' : undefined} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
