// /verify-email?token=: the link from the registration email. Verifies once on arrival, then
// shows the result: verified, already verified (the link opened again), or an invalid link. Its
// sign-in goes on to the page the candidate registered to reach (`?next=`, lib/return-path.ts).
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLink } from '../../../components/ui/page-link';
import { useErrorText } from '../../../lib/form-errors';
import { candidateReturnPath, goingOnTo, RETURN_PARAM } from '../../../lib/return-path';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';
import { errorCodeOf } from './form-error-alert';
import { ResultPanel } from './result-panel';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The page the candidate registered to reach ("Sign in to apply"), which signing in goes on to.
  const next = candidateReturnPath(params.get(RETURN_PARAM));
  const { mutate, status, data, error, reset } = useVerifyEmail();

  // The token is single-use: React StrictMode's second effect run must not send it again.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const retry = () => {
    reset();
    mutate(token);
  };

  if (token && (status === 'idle' || status === 'pending')) {
    return (
      <AuthCard title={t('verifyEmail.title')}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('verifyEmail.checking')}</Text>
        </Group>
      </AuthCard>
    );
  }

  if (status === 'success') {
    const already = data.alreadyVerified;
    return (
      <AuthCard title={t('verifyEmail.title')}>
        <ResultPanel
          status="success"
          title={already ? t('verifyEmail.alreadyTitle') : t('verifyEmail.successTitle')}
          message={already ? t('verifyEmail.alreadyMessage') : t('verifyEmail.successMessage')}
        >
          <Button component={PageLink} to={goingOnTo('/sign-in', next)}>
            {t('common:actions.signIn')}
          </Button>
        </ResultPanel>
      </AuthCard>
    );
  }

  // No token, an invalid or expired link, or a failure to reach the server.
  const linkInvalid = !token || errorCodeOf(error) === 'LINK_INVALID';
  return (
    <AuthCard title={t('verifyEmail.title')}>
      <Stack gap="md">
        <ResultPanel
          status="error"
          title={t('verifyEmail.failureTitle')}
          message={linkInvalid ? t('errors:LINK_INVALID') : errorText(error)}
        >
          {linkInvalid ? null : (
            <Button onClick={retry} variant="light">
              {t('common:actions.retry')}
            </Button>
          )}
          <Button component={PageLink} to="/" variant={linkInvalid ? 'filled' : 'default'}>
            {t('common:actions.goHome')}
          </Button>
        </ResultPanel>
      </Stack>
    </AuthCard>
  );
}
