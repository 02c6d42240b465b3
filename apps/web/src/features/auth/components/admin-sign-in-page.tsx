// /admin-portal/sign-in and /institution/sign-in (docs/decisions/061): the administrator's or the
// institution coordinator's email and password, then the one-time code step on the same page.

import { Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useFieldErrorText } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { loadSignInSchema, type SignInInput, type SignInValues } from '../api/sign-in';
import {
  type PendingAttempt,
  readPendingAttempt,
  savePendingAttempt,
  useStartCodeSignIn,
} from '../api/start-code-sign-in';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { applyFormErrors, FormErrorAlert } from './form-error-alert';
import { LockoutModal, useLockout } from './lockout-modal';
import { PasswordAndRememberFields } from './password-and-remember-fields';

const validation = lazyZodResolver(loadSignInSchema);

/** The admin call names its login field `identifier`; on this form it is the email. */
function placeIdentifierError(err: unknown, setError: UseFormSetError<SignInInput>): boolean {
  if (!(err instanceof ApiError)) return false;
  const body = err.body as { field?: string; code: string };
  const issue = err.fields.find((f) => f.field === 'identifier') ?? (body.field === 'identifier' ? body : undefined);
  if (!issue) return false;
  setError('email', { type: 'server', message: issue.code }, { shouldFocus: true });
  return true;
}

/** The sign-ins by email, password and code alone: the office's and the institutions' coordinators'. */
type OfficeFlow = 'admin' | 'institution';

function storedAttempt(flow: OfficeFlow): PendingAttempt | null {
  const attempt = readPendingAttempt();
  return attempt?.flow === flow ? attempt : null;
}

export function AdminSignInPage({ flow = 'admin' }: { flow?: OfficeFlow }) {
  const { t } = useTranslation('auth');
  const [attempt, setAttempt] = useState<PendingAttempt | null>(null);
  // A code sign-in this tab started (a reload during the code step) is in the tab's storage, which
  // only the browser has: the server draws the form, the browser the code step.
  useEffect(() => setAttempt(storedAttempt(flow)), [flow]);

  if (attempt) {
    return (
      <AuthCard title={t('codeStep.title')} description={t(`${flow}.codeDescription`)}>
        <CodeStep attempt={attempt} onCancel={() => setAttempt(null)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(`${flow}.title`)} description={t(`${flow}.description`)}>
      <AdminSignInForm flow={flow} onStarted={setAttempt} />
    </AuthCard>
  );
}

function AdminSignInForm({ flow, onStarted }: { flow: OfficeFlow; onStarted: (attempt: PendingAttempt) => void }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const start = useStartCodeSignIn();
  const [formError, setFormError] = useState<unknown>(null);
  const lockout = useLockout();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = async ({ email, password, rememberMe }: SignInValues) => {
    setFormError(null);
    try {
      const started = await start.mutateAsync({ identifier: email, password, rememberMe, flow });
      const attempt: PendingAttempt = {
        attemptId: started.attemptId,
        maskedEmail: started.maskedEmail,
        rememberMe,
        flow,
      };
      savePendingAttempt(attempt);
      onStarted(attempt);
    } catch (err) {
      if (lockout.lockFromError(err)) return;
      const placed =
        applyFormErrors<SignInInput>(err, setError, ['email', 'password']) || placeIdentifierError(err, setError);
      if (!placed) setFormError(err);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} noValidate>
      <Stack gap="md">
        <TextInput
          {...register('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          error={fieldError(errors.email)}
        />
        <PasswordAndRememberFields register={register} errors={errors} />
        <Text size="sm">{t(`${flow}.codeNote`)}</Text>
        <FormErrorAlert error={formError} />
        <SubmitButton fullWidth submitting={isSubmitting}>
          {t('signIn.continue')}
        </SubmitButton>
      </Stack>
      <LockoutModal opened={lockout.dialogOpen} onClose={lockout.closeDialog} remaining={lockout.remaining} />
    </form>
  );
}
