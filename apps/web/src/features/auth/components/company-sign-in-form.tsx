// The employer variant of /sign-in: company ID (or email) and password; the API then emails a
// one-time code and the sign-in continues at /sign-in/verify-otp.

import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLink } from '../../../components/ui/page-link';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import {
  loadStartCodeSignInSchema,
  type StartCodeSignInInput,
  type StartCodeSignInValues,
  savePendingAttempt,
  useStartCodeSignIn,
} from '../api/start-code-sign-in';
import { applyFormErrors, errorCodeOf, FormErrorAlert } from './form-error-alert';
import { LockoutModal, useLockout } from './lockout-modal';
import { PasswordAndRememberFields } from './password-and-remember-fields';

const validation = lazyZodResolver(loadStartCodeSignInSchema);

export function CompanySignInForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const start = useStartCodeSignIn();
  const [formError, setFormError] = useState<unknown>(null);
  const lockout = useLockout();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StartCodeSignInInput, unknown, StartCodeSignInValues>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { identifier: '', password: '', rememberMe: false },
  });

  const onSubmit = async (values: StartCodeSignInValues) => {
    setFormError(null);
    try {
      const started = await start.mutateAsync({ ...values, flow: 'company' });
      savePendingAttempt({
        attemptId: started.attemptId,
        maskedEmail: started.maskedEmail,
        rememberMe: values.rememberMe,
        flow: 'company',
      });
      navigate('/sign-in/verify-otp');
    } catch (err) {
      if (lockout.lockFromError(err)) return;
      if (!applyFormErrors<StartCodeSignInInput>(err, setError, ['identifier', 'password'])) setFormError(err);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} noValidate>
      <Stack gap="md">
        <TextInput
          {...register('identifier')}
          label={t('fields.companyIdentifier')}
          autoComplete="username"
          error={fieldError(errors.identifier)}
        />
        <PasswordAndRememberFields register={register} errors={errors} />
        <Text size="sm">{t('signIn.companyCodeNote')}</Text>
        <FormErrorAlert
          error={formError}
          hint={errorCodeOf(formError) === 'ACCOUNT_NOT_ACTIVATED' ? t('signIn.notActivatedHint') : undefined}
        />
        <SubmitButton fullWidth submitting={isSubmitting}>
          {t('signIn.continue')}
        </SubmitButton>
        <Text size="sm" ta="center">
          {t('signIn.noCompanyAccount')}{' '}
          <Anchor component={PageLink} to="/register?type=company">
            {t('signIn.registerCompanyLink')}
          </Anchor>
        </Text>
      </Stack>
      <LockoutModal opened={lockout.dialogOpen} onClose={lockout.closeDialog} remaining={lockout.remaining} />
    </form>
  );
}
