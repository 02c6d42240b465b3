// A new password and its confirmation, for registration and for the password reset.
import { PASSWORD_MIN_LENGTH } from '@fis/shared/limits';
import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../lib/form-errors';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

interface PasswordPairFieldsProps {
  register: UseFormRegister<PasswordPair>;
  errors: FieldErrors<PasswordPair>;
  /** The first field's label key; the reset page says "new password". */
  passwordLabel?: 'fields.password' | 'fields.newPassword';
}

export function PasswordPairFields({ register, errors, passwordLabel = 'fields.password' }: PasswordPairFieldsProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const toggle = { 'aria-label': t('fields.showPassword') };
  return (
    <>
      <PasswordInput
        {...register('password')}
        visibilityToggleButtonProps={toggle}
        label={t(passwordLabel)}
        description={t('fields.passwordRules', { min: PASSWORD_MIN_LENGTH })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="new-password"
        error={fieldError(errors.password)}
      />
      <PasswordInput
        {...register('confirmPassword')}
        visibilityToggleButtonProps={toggle}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword)}
      />
    </>
  );
}
