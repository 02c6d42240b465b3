// Change password: the old one, the new one twice, validated with the API's schema; errors beside
// their fields ('The old password is not correct' beside the old one). Other devices are signed
// out; this tab keeps going with the new token.
import { type ChangePasswordInput, changePasswordSchema } from '@fis/shared/auth-schemas';
import { PASSWORD_MIN_LENGTH } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, PasswordInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { useChangePassword } from '../api/settings';

const FIELDS = ['oldPassword', 'password', 'confirmPassword'] as const;
const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: ChangePasswordInput) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      notifications.show({ color: 'green', message: t('messages:changePassword.success') });
    } catch (err) {
      serverErrors(err, setError, FIELDS);
    }
  };

  const toggle = { 'aria-label': t('auth:fields.showPassword') };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormSection title={t('password.title')} description={t('password.description')} card>
        <PasswordInput
          {...register('oldPassword')}
          label={t('password.old')}
          autoComplete="current-password"
          visibilityToggleButtonProps={toggle}
          required
          error={fieldError(errors.oldPassword)}
        />
        <PasswordInput
          {...register('password')}
          label={t('password.new')}
          description={t('auth:fields.passwordRules', { min: PASSWORD_MIN_LENGTH })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          required
          error={fieldError(errors.password)}
        />
        <PasswordInput
          {...register('confirmPassword')}
          label={t('password.confirm')}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          required
          error={fieldError(errors.confirmPassword)}
        />
        <Group>
          <SubmitButton submitting={isSubmitting}>{t('password.submit')}</SubmitButton>
        </Group>
      </FormSection>
    </form>
  );
}
