// /sign-in: candidates sign in with email and password; employers (?type=company) with their
// company ID or email, then a one-time code.
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLatestSearchParams } from '../../../lib/url-params';
import { AuthCard } from './auth-card';
import { CandidateSignInForm } from './candidate-sign-in-form';
import { CompanySignInForm } from './company-sign-in-form';

type Variant = 'candidate' | 'company';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useLatestSearchParams();
  const variant: Variant = params.get('type') === 'company' ? 'company' : 'candidate';

  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === 'company') next.set('type', 'company');
    else next.delete('type');
    setParams(next, { replace: true });
  };

  return (
    <AuthCard title={t('signIn.title')} description={t('signIn.description')}>
      <Tabs value={variant} onChange={select} keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="candidate">{t('signIn.candidateTab')}</Tabs.Tab>
          <Tabs.Tab value="company">{t('signIn.companyTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="candidate">
          <CandidateSignInForm />
        </Tabs.Panel>
        <Tabs.Panel value="company">
          <CompanySignInForm />
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
