// The one-time code step shared by the company sign-in (/sign-in/verify-otp) and the admin
// portal: verify, resend, and the lockout dialog after too many wrong codes.

import { OTP_LENGTH, OTP_TTL_MS } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import { startSession } from '../../../lib/session';
import { useCheckCodeLimit } from '../api/check-code-limit';
import { useResendCode } from '../api/resend-code';
import { clearPendingAttempt, type PendingAttempt } from '../api/start-code-sign-in';
import { useVerifyCode, verifyCodeInputSchema } from '../api/verify-code';
import { applyFormErrors, FormErrorAlert } from './form-error-alert';
import { formatWait, LockoutModal, useLockout } from './lockout-modal';

type CodeInput = z.input<typeof verifyCodeInputSchema>;
type CodeOutput = z.output<typeof verifyCodeInputSchema>;

interface CodeStepProps {
  attempt: PendingAttempt;
  /** Leaves the code step for the sign-in form (the stored attempt is already cleared). */
  onCancel: () => void;
}

export function CodeStep({ attempt, onCancel }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const resend = useResendCode();
  const { mutate: checkLimit } = useCheckCodeLimit();

  const { remaining, locked, dialogOpen, closeDialog, lockFor, lockFromError } = useLockout();
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);

  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(verifyCodeInputSchema),
    defaultValues: { code: '' },
  });

  // Once per attempt (React StrictMode runs effects twice): a locked attempt opens the dialog.
  const checkedAttempt = useRef<string | null>(null);
  useEffect(() => {
    if (checkedAttempt.current === attempt.attemptId) return;
    checkedAttempt.current = attempt.attemptId;
    checkLimit(attempt.attemptId, {
      onSuccess: (limit) => {
        if (limit.locked) lockFor(limit.retryAfter);
      },
      onError: (err) => setFormError(err),
    });
  }, [attempt.attemptId, checkLimit, lockFor]);

  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const onSubmit = async ({ code }: CodeOutput) => {
    setFormError(null);
    setNotice(null);
    try {
      const session = await verify.mutateAsync({ attemptId: attempt.attemptId, code });
      clearPendingAttempt();
      navigate(startSession(queryClient, session), { replace: true });
    } catch (err) {
      if (lockFromError(err)) return;
      const placed = applyFormErrors<CodeInput>(err, setError, ['code'], {
        OTP_INCORRECT: 'code',
        OTP_EXPIRED: 'code',
      });
      if (!placed) setFormError(err);
    }
  };

  const onResend = () => {
    setFormError(null);
    setNotice(null);
    resend.mutate(attempt.attemptId, {
      onSuccess: (result) => {
        closeDialog();
        setNotice(result.message);
        setFocus('code');
      },
      onError: (err) => {
        if (!lockFromError(err)) setFormError(err);
      },
    });
  };

  const cancel = () => {
    clearPendingAttempt();
    onCancel();
  };

  return (
    <Stack gap="md">
      <Text>{t('codeStep.sentTo', { maskedEmail: attempt.maskedEmail })}</Text>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
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
                label={t('codeStep.codeLabel')}
                description={t('codeStep.codeHelp', { length: OTP_LENGTH, minutes: OTP_TTL_MS / 60_000 })}
                inputMode="numeric"
                autoComplete="one-time-code"
                size="md"
                styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
                error={fieldError(errors.code)}
              />
            )}
          />
          {locked ? (
            <Text size="sm" c="red.9">
              {t('codeStep.lockedInline', { time: formatWait(remaining) })}
            </Text>
          ) : null}
          {notice ? (
            <Alert color="teal" variant="light" role="status">
              {notice}
            </Alert>
          ) : null}
          <FormErrorAlert error={formError} />
          <SubmitButton fullWidth submitting={isSubmitting} disabled={locked}>
            {t('codeStep.verify')}
          </SubmitButton>
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Button variant="subtle" onClick={onResend} loading={resend.isPending} disabled={locked}>
          {t('codeStep.resend')}
        </Button>
        <Button variant="subtle" color="gray" onClick={cancel}>
          {t('codeStep.back')}
        </Button>
      </Group>
      <LockoutModal
        opened={dialogOpen}
        onClose={closeDialog}
        remaining={remaining}
        onResend={onResend}
        resending={resend.isPending}
      />
    </Stack>
  );
}
