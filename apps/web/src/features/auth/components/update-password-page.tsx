// /update-password?token=: a new password through the link of the reset email, and on to sign in,
// going on to the page a candidate was signing in for (`?next=`, lib/return-path.ts).

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PageLink } from '../../../components/ui/page-link';
import { SubmitButton } from '../../../components/ui/submit-button';
import { candidateReturnPath, goingOnTo, RETURN_PARAM } from '../../../lib/return-path';
import { type ResetPasswordValues, resetPasswordInputSchema, useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { passwordsMatch, withCrossFieldChecks } from './cross-field-checks';
import { applyFormErrors, errorCodeOf, FormErrorAlert } from './form-error-alert';
import { PasswordPairFields } from './password-pair-fields';
import { ResultPanel } from './result-panel';

type ResetInput = z.input<typeof resetPasswordInputSchema>;

export function UpdatePasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const next = candidateReturnPath(params.get(RETURN_PARAM));
  const [outcome, setOutcome] = useState<{ status: 'done'; message: string } | { status: 'invalid' } | null>(null);

  if (!token || outcome?.status === 'invalid') {
    return (
      <AuthCard title={t('update.title')}>
        <ResultPanel status="error" title={t('update.invalidTitle')} message={t('errors:LINK_INVALID')}>
          <Button component={PageLink} to={goingOnTo('/forgot-password', next)}>
            {t('update.requestNewLink')}
          </Button>
        </ResultPanel>
      </AuthCard>
    );
  }

  if (outcome?.status === 'done') {
    return (
      <AuthCard title={t('update.title')}>
        <ResultPanel status="success" title={t('update.doneTitle')} message={outcome.message}>
          <Button component={PageLink} to={goingOnTo('/sign-in', next)}>
            {t('common:actions.signIn')}
          </Button>
        </ResultPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('update.title')} description={t('update.description')}>
      <UpdatePasswordForm
        token={token}
        onDone={(message) => setOutcome({ status: 'done', message })}
        onInvalidLink={() => setOutcome({ status: 'invalid' })}
      />
    </AuthCard>
  );
}

interface UpdatePasswordFormProps {
  token: string;
  onDone: (message: string) => void;
  onInvalidLink: () => void;
}

function UpdatePasswordForm({ token, onDone, onInvalidLink }: UpdatePasswordFormProps) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<unknown>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, ResetPasswordValues>({
    resolver: withCrossFieldChecks(zodResolver(resetPasswordInputSchema), [passwordsMatch]),
    mode: 'onTouched',
    // The token is part of the shared schema but not a field anyone types.
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: ResetPasswordValues) => {
    setFormError(null);
    try {
      const result = await resetPassword.mutateAsync(values);
      onDone(result.message);
    } catch (err) {
      if (errorCodeOf(err) === 'LINK_INVALID') {
        onInvalidLink();
        return;
      }
      if (!applyFormErrors<ResetInput>(err, setError, ['password', 'confirmPassword'])) setFormError(err);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit, (invalid) => invalid.token && onInvalidLink())} noValidate>
      <Stack gap="md">
        <PasswordPairFields register={register} errors={errors} passwordLabel="fields.newPassword" />
        <FormErrorAlert error={formError} />
        <SubmitButton fullWidth submitting={isSubmitting}>
          {t('update.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
