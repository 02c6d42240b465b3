// GET /v1/applications/company/statistics: the company dashboard's figures, and the view of the
// dashboard that "new since your last visit" counts from (docs/decisions/009). Reading the figures
// records nothing, so the page may be fetched before it is shown (docs/decisions/047); the page
// records its view once on screen.
import type { CompanyStatistics } from '@fis/shared/statistics-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { dashboardKey } from './get-candidate-statistics';

export function getCompanyStatistics(): Promise<CompanyStatistics> {
  return api.get<CompanyStatistics>('/v1/applications/company/statistics');
}

export const companyStatisticsQuery = () =>
  queryOptions({ queryKey: [...dashboardKey, 'company'], queryFn: getCompanyStatistics });

export function useCompanyStatistics() {
  return useQuery(companyStatisticsQuery());
}

/**
 * Records this view of the dashboard, once per time the page is shown. Nothing on the page shows
 * how the recording went (a view not recorded is counted from the next), so no mutation observes it:
 * an observer would draw the whole page again as the request starts and as it ends.
 */
export function useRecordDashboardVisit() {
  useEffect(() => {
    api.post<null>('/v1/applications/company/dashboard-visit').catch(() => undefined);
  }, []);
}
