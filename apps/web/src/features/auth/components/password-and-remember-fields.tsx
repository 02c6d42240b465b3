// The part every sign-in form shares: the current password, "remember me" and the way to a reset.
import { Anchor, Checkbox, Group, PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';
import { useFieldErrorText } from '../../../lib/form-errors';

interface PasswordAndRemember {
  password: string;
  rememberMe?: boolean;
}

interface PasswordAndRememberFieldsProps {
  register: UseFormRegister<PasswordAndRemember>;
  errors: FieldErrors<PasswordAndRemember>;
}

export function PasswordAndRememberFields({ register, errors }: PasswordAndRememberFieldsProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  return (
    <>
      <PasswordInput
        {...register('password')}
        visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
        label={t('fields.password')}
        autoComplete="current-password"
        error={fieldError(errors.password)}
      />
      <Group justify="space-between" gap="xs">
        <Checkbox {...register('rememberMe')} label={t('signIn.rememberMe')} />
        <Anchor component={PageLink} to="/forgot-password" size="sm">
          {t('signIn.forgotPassword')}
        </Anchor>
      </Group>
    </>
  );
}
