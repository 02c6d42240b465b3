// /admin-invite?token= and /institution-invite?token=: an invited admin (docs/decisions/024) or
// institution coordinator (061) sets their own password through the invitation's link, then signs
// in at their own portal with password and code.

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

/** Each invitation's words and where its invitee signs in. */
const INVITATION = {
  admin: { words: 'adminAccounts:invite', signIn: '/admin-portal/sign-in' },
  institution: { words: 'institution:invite', signIn: '/institution/sign-in' },
} as const;

export function AcceptAdminInvitePage({ kind = 'admin' }: { kind?: keyof typeof INVITATION }) {
  const { t: translate } = useTranslation('auth');
  const { words, signIn } = INVITATION[kind];
  // The invitation's own words; the rest (the form's) are the same for both.
  const t = (key: string) => translate(key.replace('adminAccounts:invite', words));
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
          <Button component={PageLink} to={signIn}>
            {t('adminAccounts:invite.signIn')}
          </Button>
        </ResultPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('adminAccounts:invite.title')} description={t('adminAccounts:invite.intro')}>
      <InviteForm
        submitLabel={t('adminAccounts:invite.submit')}
        token={token}
        onDone={(message) => setOutcome({ status: 'done', message })}
        onInvalidLink={() => setOutcome({ status: 'invalid' })}
      />
    </AuthCard>
  );
}

interface InviteFormProps {
  submitLabel: string;
  token: string;
  onDone: (message: string) => void;
  onInvalidLink: () => void;
}

function InviteForm({ submitLabel, token, onDone, onInvalidLink }: InviteFormProps) {
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
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
