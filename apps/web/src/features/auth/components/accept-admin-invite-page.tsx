// /admin-invite?token=: an invited admin sets their own password through the invitation's link,
// then signs in to the admin portal with password and code (docs/decisions/024).

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PageLink } from '../../../components/ui/page-link';
import { SubmitButton } from '../../../components/ui/submit-button';
import {
  type AcceptAdminInviteValues,
  acceptAdminInviteInputSchema,
  useAcceptAdminInvite,
} from '../api/accept-admin-invite';
import { AuthCard } from './auth-card';
import { passwordsMatch, withCrossFieldChecks } from './cross-field-checks';
import { applyFormErrors, errorCodeOf, FormErrorAlert } from './form-error-alert';
import { PasswordPairFields } from './password-pair-fields';
import { ResultPanel } from './result-panel';

type InviteInput = z.input<typeof acceptAdminInviteInputSchema>;

export function AcceptAdminInvitePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ status: 'done'; message: string } | { status: 'invalid' } | null>(null);

  if (!token || outcome?.status === 'invalid') {
    return (
      <AuthCard title={t('adminAccounts:invite.title')}>
        <ResultPanel
          status="error"
          title={t('update.invalidTitle')}
          message={token ? t('errors:LINK_INVALID') : t('adminAccounts:invite.missingLink')}
        />
      </AuthCard>
    );
  }

  if (outcome?.status === 'done') {
    return (
      <AuthCard title={t('adminAccounts:invite.title')}>
        <ResultPanel status="success" title={t('update.doneTitle')} message={outcome.message}>
          <Button component={PageLink} to="/admin-portal/sign-in">
            {t('adminAccounts:invite.signIn')}
          </Button>
        </ResultPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('adminAccounts:invite.title')} description={t('adminAccounts:invite.intro')}>
      <InviteForm
        token={token}
        onDone={(message) => setOutcome({ status: 'done', message })}
        onInvalidLink={() => setOutcome({ status: 'invalid' })}
      />
    </AuthCard>
  );
}

interface InviteFormProps {
  token: string;
  onDone: (message: string) => void;
  onInvalidLink: () => void;
}

function InviteForm({ token, onDone, onInvalidLink }: InviteFormProps) {
  const { t } = useTranslation('auth');
  const accept = useAcceptAdminInvite();
  const [formError, setFormError] = useState<unknown>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteInput, unknown, AcceptAdminInviteValues>({
    resolver: withCrossFieldChecks(zodResolver(acceptAdminInviteInputSchema), [passwordsMatch]),
    mode: 'onTouched',
    // The token is part of the shared schema but not a field anyone types.
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: AcceptAdminInviteValues) => {
    setFormError(null);
    try {
      const result = await accept.mutateAsync(values);
      onDone(result.message);
    } catch (err) {
      if (errorCodeOf(err) === 'LINK_INVALID') {
        onInvalidLink();
        return;
      }
      if (!applyFormErrors<InviteInput>(err, setError, ['password', 'confirmPassword'])) setFormError(err);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit, (invalid) => invalid.token && onInvalidLink())} noValidate>
      <Stack gap="md">
        <PasswordPairFields register={register} errors={errors} />
        <FormErrorAlert error={formError} />
        <SubmitButton fullWidth submitting={isSubmitting}>
          {t('adminAccounts:invite.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
