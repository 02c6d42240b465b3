import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when the create-profile step ends, finished or skipped (SPEC section 2). */
export function CongratulationModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('profile');
  return (
    <Modal opened={opened} onClose={onClose} title={t('congrats.title')} centered>
      <Stack>
        <Text>{t('congrats.body')}</Text>
        <Button onClick={onClose} fullWidth>
          {t('congrats.action')}
        </Button>
      </Stack>
    </Modal>
  );
}
