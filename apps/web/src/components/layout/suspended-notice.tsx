// The notice over the page a suspended person has open (docs/decisions/024): the account is
// suspended, whom to contact (the scheme office, through the need-help page), and the way to the
// sign-in page. It cannot be dismissed: the session is over, and what is behind it would only fail.
// Both ways out load their page anew, leaving nothing of the ended session in memory. Its code
// loads only once a suspension is known (suspended-notice-slot.tsx), so no page pays for it before.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SuspendedNotice({ signInPath }: { signInPath: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('accountSuspended.title')}
      centered
    >
      <Stack gap="md">
        <Text>{t('errors:ACCOUNT_SUSPENDED')}</Text>
        <Text size="sm">{t('accountSuspended.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button component="a" href={signInPath} variant="default">
            {t('accountSuspended.signIn')}
          </Button>
          <Button component="a" href="/need-help">
            {t('accountSuspended.contact')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
