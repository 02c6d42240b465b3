// /register: the candidate form, or the company form with ?type=company. On success the form
// gives way to the server's message (confirm by email, or wait for the admin) and a sign-in link.
import { Anchor, Button, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';
import { candidateReturnPath, goingOnTo, RETURN_PARAM } from '../../../lib/return-path';
import { useLatestSearchParams } from '../../../lib/url-params';
import { AuthCard } from './auth-card';
import { CandidateRegisterForm } from './candidate-register-form';
import { CompanyRegisterForm } from './company-register-form';
import { RegistrationLimitNotice } from './registration-limit-notice';
import { ResultPanel } from './result-panel';

type Variant = 'candidate' | 'company';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useLatestSearchParams();
  const variant: Variant = params.get('type') === 'company' ? 'company' : 'candidate';
  const [done, setDone] = useState<{ variant: Variant; message: string } | null>(null);
  // The page a candidate came to sign in for ("Sign in to apply"): kept through the verification email.
  const next = candidateReturnPath(params.get(RETURN_PARAM));
  const signIn = (shown: Variant) => (shown === 'company' ? '/sign-in?type=company' : goingOnTo('/sign-in', next));

  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === 'company') next.set('type', 'company');
    else next.delete('type');
    setParams(next, { replace: true });
  };

  if (done) {
    return (
      <AuthCard title={t('register.successTitle')}>
        <ResultPanel
          status="success"
          title={done.variant === 'company' ? t('register.companySuccessTitle') : t('register.candidateSuccessTitle')}
          message={done.message}
        >
          <Button component={PageLink} to={signIn(done.variant)}>
            {t('common:actions.signIn')}
          </Button>
        </ResultPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} description={t('register.description')} wide>
      <RegistrationLimitNotice />
      <Tabs value={variant} onChange={select} keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="candidate">{t('register.candidateTab')}</Tabs.Tab>
          <Tabs.Tab value="company">{t('register.companyTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="candidate">
          <CandidateRegisterForm next={next} onRegistered={(message) => setDone({ variant: 'candidate', message })} />
        </Tabs.Panel>
        <Tabs.Panel value="company">
          <CompanyRegisterForm onRegistered={(message) => setDone({ variant: 'company', message })} />
        </Tabs.Panel>
      </Tabs>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={PageLink} to={signIn(variant)}>
          {t('common:actions.signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
