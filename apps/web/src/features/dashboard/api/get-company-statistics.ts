// GET /v1/applications/company/statistics: the company dashboard's figures. Reading them records a
// visit of the dashboard (docs/decisions/009), so "new since your last visit" moves on.
import type { CompanyStatistics } from '@fis/shared/statistics-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from './get-candidate-statistics';

export function getCompanyStatistics(): Promise<CompanyStatistics> {
  return api.get<CompanyStatistics>('/v1/applications/company/statistics');
}

export function useCompanyStatistics() {
  return useQuery({ queryKey: [...dashboardKey, 'company'], queryFn: getCompanyStatistics });
}
