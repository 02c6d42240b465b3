// The add and edit dialog of education and experience: full screen on a phone.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EntryModalProps {
  opened: boolean;
  title: string;
  /** The id of the form inside, which the save button submits. */
  formId: string;
  saving: boolean;
  onClose(): void;
  children: ReactNode;
}

export function EntryModal({ opened, title, formId, saving, onClose, children }: EntryModalProps) {
  const { t } = useTranslation('profile');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={phone} centered>
      <Stack gap="lg">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
