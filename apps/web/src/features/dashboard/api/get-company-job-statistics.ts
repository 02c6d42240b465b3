// GET /v1/applications/hiring-company/jobs: the company's jobs with their figures, a page at a time.
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import type { CompanyJobStatisticsPage } from '@fis/shared/statistics-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from './get-candidate-statistics';

export function getCompanyJobStatistics(page: number): Promise<CompanyJobStatisticsPage> {
  const params = new URLSearchParams({ page: String(page), take: String(DEFAULT_PAGE_SIZE) });
  return api.get<CompanyJobStatisticsPage>(`/v1/applications/hiring-company/jobs?${params}`);
}

export const companyJobStatisticsQuery = (page: number) =>
  queryOptions({ queryKey: [...dashboardKey, 'company-jobs', page], queryFn: () => getCompanyJobStatistics(page) });

export function useCompanyJobStatistics(page: number) {
  return useQuery({ ...companyJobStatisticsQuery(page), placeholderData: keepPreviousData });
}
