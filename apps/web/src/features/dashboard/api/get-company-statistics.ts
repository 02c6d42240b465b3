// GET /v1/applications/company/statistics: the company dashboard's figures. Reading them records a
// visit of the dashboard (docs/decisions/009), so "new since your last visit" moves on.
import type { CompanyStatistics } from '@fis/shared/statistics-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from './get-candidate-statistics';

export function getCompanyStatistics(): Promise<CompanyStatistics> {
  return api.get<CompanyStatistics>('/v1/applications/company/statistics');
}

/**
 * A page view reads these once: the page's loader, or else the browser on mounting (first-data.ts
 * keeps the browser from asking again for what the loader delivered), so a view is one visit.
 */
export const companyStatisticsQuery = () =>
  queryOptions({ queryKey: [...dashboardKey, 'company'], queryFn: getCompanyStatistics });

export function useCompanyStatistics() {
  return useQuery(companyStatisticsQuery());
}
