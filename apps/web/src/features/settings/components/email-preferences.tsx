// The email switch and the email language: each change is saved at once, the controls show the
// saved values (the current user's), and a failure leaves them as they were with a red notice.
import { LANGUAGES, type Language } from '@fis/shared/enums';
import { Select, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section';
import { useCurrentUser } from '../../../lib/current-user';
import { useNotifyFailure } from '../../../lib/notify';
import { useChangeEmailLanguage, useChangeEmailNotification } from '../api/settings';

/** `notifications`: whether the account receives notification emails, which it may turn off. */
export function EmailPreferences({ notifications: notified = true }: { notifications?: boolean }) {
  const { t } = useTranslation('settings');
  const { data: user } = useCurrentUser();
  const notification = useChangeEmailNotification();
  const language = useChangeEmailLanguage();
  const notifyFailure = useNotifyFailure();
  if (!user) return null;
  const saved = { onSuccess: (r: { message: string }) => notifications.show({ color: 'green', message: r.message }) };

  return (
    <FormSection title={t('email.title')} description={t('email.description')} card>
      <Stack gap="lg">
        {notified && (
          <Switch
            checked={user.emailNotification}
            disabled={notification.isPending}
            onChange={(event) => notification.mutate(event.currentTarget.checked, { ...saved, onError: notifyFailure })}
            label={t('email.notifications')}
            description={t('email.notificationsHelp')}
          />
        )}
        <Select
          label={t('email.language')}
          description={t('email.languageHelp')}
          data={LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
          value={user.emailLanguage}
          disabled={language.isPending}
          allowDeselect={false}
          onChange={(value) => {
            if (value && value !== user.emailLanguage) {
              language.mutate(value as Language, { ...saved, onError: notifyFailure });
            }
          }}
          maw={320}
        />
      </Stack>
    </FormSection>
  );
}
