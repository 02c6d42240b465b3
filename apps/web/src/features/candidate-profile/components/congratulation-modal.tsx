import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown when the create-profile step ends, finished or skipped (SPEC section 2). Its button goes to
 * the dashboard, or `continues` to the page the candidate signed in for.
 */
export function CongratulationModal({
  opened,
  continues,
  onClose,
}: {
  opened: boolean;
  continues: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Modal opened={opened} onClose={onClose} title={t('congrats.title')} centered>
      <Stack>
        <Text>{t('congrats.body')}</Text>
        <Button onClick={onClose} fullWidth>
          {continues ? t('congrats.continue') : t('congrats.action')}
        </Button>
      </Stack>
    </Modal>
  );
}
