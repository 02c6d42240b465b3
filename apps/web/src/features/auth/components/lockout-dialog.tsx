// The lockout dialog itself (Mantine's Modal with its focus trap and scroll lock): a chunk of its
// own, loaded by LockoutModal the first time a lockout happens.
import { OTP_LOCK_MS, OTP_MAX_WRONG, OTP_WRONG_WINDOW_MS } from '@fis/shared/limits';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { formatWait, type LockoutModalProps, SUPPORT_EMAIL } from './lockout-modal';

export function LockoutDialog({ opened, onClose, remaining, onResend, resending = false }: LockoutModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('lockout.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text>
          {t('lockout.body', {
            max: OTP_MAX_WRONG,
            hours: OTP_WRONG_WINDOW_MS / 3_600_000,
            minutes: OTP_LOCK_MS / 60_000,
          })}
        </Text>
        <Text fw={600}>{remaining > 0 ? t('lockout.wait', { time: formatWait(remaining) }) : t('lockout.ready')}</Text>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="lockout.support"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <Anchor href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </Text>
        <Group justify="flex-end" gap="sm">
          {onResend && remaining === 0 ? (
            <Button variant="light" onClick={onResend} loading={resending}>
              {t('codeStep.resend')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('lockout.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
