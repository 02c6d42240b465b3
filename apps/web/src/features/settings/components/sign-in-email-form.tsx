// Changing the sign-in email in two steps (docs/decisions/018): the new address and the password,
// then the code emailed to the new address. Wrong codes count towards the same lockout as the
// sign-in codes; once locked, the message says how long to wait.
import { OTP_LENGTH, OTP_TTL_MS } from '@fis/shared/limits';
import {
  type CreateUserOtpInput,
  createUserOtpSchema,
  type UserOtpCreated,
  type VerifyUserOtpInput,
  verifyUserOtpSchema,
} from '@fis/shared/settings-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { useRequestEmailCode, useVerifyEmailCode } from '../api/settings';

export function SignInEmailForm({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const [pending, setPending] = useState<UserOtpCreated | null>(null);
  return (
    <FormSection title={t('signInEmail.title')} description={t('signInEmail.description')} card>
      <Text size="sm">
        {t('signInEmail.current')}
        {t('common:labelSeparator')}
        <Text span fw={600}>
          {email}
        </Text>
      </Text>
      {pending ? <CodeStep pending={pending} onDone={() => setPending(null)} /> : <NewEmailStep onSent={setPending} />}
    </FormSection>
  );
}

function NewEmailStep({ onSent }: { onSent: (created: UserOtpCreated) => void }) {
  const { t } = useTranslation('settings');
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const request = useRequestEmailCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserOtpInput>({
    resolver: zodResolver(createUserOtpSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: CreateUserOtpInput) => {
    try {
      onSent(await request.mutateAsync(values));
    } catch (err) {
      serverErrors(err, setError, ['email', 'password']);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          {...register('email')}
          type="email"
          label={t('signInEmail.newEmail')}
          autoComplete="email"
          required
          error={fieldError(errors.email)}
        />
        <PasswordInput
          {...register('password')}
          label={t('signInEmail.password')}
          description={t('signInEmail.passwordHelp')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth:fields.showPassword') }}
          required
          error={fieldError(errors.password)}
        />
        <Group>
          <SubmitButton submitting={isSubmitting}>{t('signInEmail.sendCode')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

function CodeStep({ pending, onDone }: { pending: UserOtpCreated; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const serverErrors = useServerErrors();
  const verify = useVerifyEmailCode();
  const [locked, setLocked] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerifyUserOtpInput>({
    resolver: zodResolver(verifyUserOtpSchema),
    defaultValues: { otpId: pending.otpId, code: '' },
  });

  const onSubmit = async (values: VerifyUserOtpInput) => {
    try {
      const result = await verify.mutateAsync(values);
      notifications.show({ color: 'green', message: result.message });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'OTP_LOCKED') {
        setLocked(errorText(err));
        return;
      }
      serverErrors(err, setError, ['code']);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Alert color="blue" variant="light" role="status">
          {t('signInEmail.codeSent', { email: pending.email, minutes: OTP_TTL_MS / 60_000 })}
        </Alert>
        <Controller
          name="code"
          control={control}
          render={({ field }) => (
            <TextInput
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              onBlur={field.onBlur}
              label={t('signInEmail.code')}
              description={t('signInEmail.codeHelp', { length: OTP_LENGTH })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              inputMode="numeric"
              autoComplete="one-time-code"
              maw={240}
              required
              error={fieldError(errors.code)}
            />
          )}
        />
        {locked ? (
          <Alert color="red" variant="light" role="alert">
            {locked} {t('signInEmail.contactSupport')}
          </Alert>
        ) : null}
        <Group>
          <SubmitButton submitting={isSubmitting} disabled={locked !== null}>
            {t('signInEmail.verify')}
          </SubmitButton>
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
