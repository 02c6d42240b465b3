// /forgot-password: emails a reset link to a registered address; a candidate's link, and the way
// back to sign-in, carry on the page they were signing in for (`?next=`, lib/return-path.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PageLink } from '../../../components/ui/page-link';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import { candidateReturnPath, goingOnTo, RETURN_PARAM } from '../../../lib/return-path';
import {
  type RequestPasswordResetValues,
  requestPasswordResetInputSchema,
  useRequestPasswordReset,
} from '../api/request-password-reset';
import { AuthCard } from './auth-card';
import { applyFormErrors, FormErrorAlert } from './form-error-alert';
import { ResultPanel } from './result-panel';

type ForgotInput = z.input<typeof requestPasswordResetInputSchema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const requestReset = useRequestPasswordReset();
  const [params] = useSearchParams();
  const next = candidateReturnPath(params.get(RETURN_PARAM));
  const [formError, setFormError] = useState<unknown>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, RequestPasswordResetValues>({
    resolver: zodResolver(requestPasswordResetInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: RequestPasswordResetValues) => {
    setFormError(null);
    try {
      const result = await requestReset.mutateAsync({ ...values, next: next ?? undefined });
      setSentMessage(result.message);
    } catch (err) {
      if (!applyFormErrors<ForgotInput>(err, setError, ['email'], { EMAIL_NOT_REGISTERED: 'email' })) {
        setFormError(err);
      }
    }
  };

  if (sentMessage) {
    return (
      <AuthCard title={t('forgot.title')}>
        <ResultPanel status="success" title={t('forgot.sentTitle')} message={sentMessage}>
          <Button component={PageLink} to={goingOnTo('/sign-in', next)}>
            {t('common:actions.signIn')}
          </Button>
        </ResultPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} description={t('forgot.description')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <TextInput
            {...register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={fieldError(errors.email)}
          />
          <FormErrorAlert error={formError} />
          <SubmitButton fullWidth submitting={isSubmitting}>
            {t('forgot.submit')}
          </SubmitButton>
          <Text size="sm" ta="center">
            <Anchor component={PageLink} to={goingOnTo('/sign-in', next)}>
              {t('forgot.backToSignIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
