// /sign-in/verify-otp: the company's one-time code step after the employer sign-in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { readPendingAttempt } from '../api/start-code-sign-in';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';

export function VerifyOtpPage() {
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
