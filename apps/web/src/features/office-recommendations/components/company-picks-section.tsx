// On a company's page in the portal: the candidates the scheme office recommends to its jobs now
// (docs/decisions/028), with when, by whom and what came of each. Nothing when the company is
// unknown: the record page says so.

import { useTranslation } from 'react-i18next';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCompanyPicks } from '../api/choices';
import { PicksTable } from './picks-table';

export function CompanyPicksSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation('officeRecommendations');
  const query = useCompanyPicks(companyId);
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return null;
  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton height={120} />;
  else if (query.isError) body = <LoadError message={t('company.loadError')} onRetry={() => query.refetch()} />;
  else if (query.data.items.length === 0) body = <SectionEmpty>{t('company.empty')}</SectionEmpty>;
  else body = <PicksTable picks={query.data.items} />;
  return <ContentSection title={t('company.title')}>{body}</ContentSection>;
}
