import { useTranslation } from 'react-i18next';
import { DashboardWelcome } from './dashboard-welcome';

export function CandidateDashboardPage() {
  const { t } = useTranslation();
  return <DashboardWelcome intro={t('dashboard.candidateIntro')} />;
}
