// /sign-in/verify-otp: the company's one-time code step after the employer sign-in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useHydrated } from '../../../lib/hydrated';
import { readPendingAttempt } from '../api/start-code-sign-in';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';

/** The pending attempt is in the tab's storage, which only the browser has: the server draws a loader. */
export function VerifyOtpPage() {
  return useHydrated() ? <PendingCodeStep /> : <FullPageLoader />;
}

function PendingCodeStep() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [attempt] = useState(readPendingAttempt);

  if (!attempt) return <Navigate to="/sign-in" replace />;
  if (attempt.flow === 'admin') return <Navigate to="/admin-portal/sign-in" replace />;

  return (
    <AuthCard title={t('codeStep.title')}>
      <CodeStep attempt={attempt} onCancel={() => navigate('/sign-in?type=company', { replace: true })} />
    </AuthCard>
  );
}
