// The part every sign-in form shares: the current password, "remember me" and the way to a reset.
import { Anchor, Checkbox, Group, PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';
import { useFieldErrorText } from '../../../lib/form-errors';
import { goingOnTo } from '../../../lib/return-path';

interface PasswordAndRemember {
  password: string;
  rememberMe?: boolean;
}

interface PasswordAndRememberFieldsProps {
  register: UseFormRegister<PasswordAndRemember>;
  errors: FieldErrors<PasswordAndRemember>;
  /** The candidate's page to go on to once signed in, which the way to a reset carries on. */
  next?: string | null;
}

export function PasswordAndRememberFields({ register, errors, next = null }: PasswordAndRememberFieldsProps) {
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
        <Anchor component={PageLink} to={goingOnTo('/forgot-password', next)} size="sm">
          {t('signIn.forgotPassword')}
        </Anchor>
      </Group>
    </>
  );
}
