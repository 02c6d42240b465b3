import { useTranslation } from 'react-i18next';
import { DashboardWelcome } from './dashboard-welcome';

export function CompanyDashboardPage() {
  const { t } = useTranslation();
  return <DashboardWelcome intro={t('dashboard.companyIntro')} />;
}
