// GET /v1/applications/hiring-company/statistics: the hiring funnel and the weekly trend.
import type { HiringStatistics } from '@fis/shared/statistics-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKey } from './get-candidate-statistics';

export function getHiringStatistics(): Promise<HiringStatistics> {
  return api.get<HiringStatistics>('/v1/applications/hiring-company/statistics');
}

export const hiringStatisticsQuery = () =>
  queryOptions({ queryKey: [...dashboardKey, 'hiring'], queryFn: getHiringStatistics });

export function useHiringStatistics() {
  return useQuery(hiringStatisticsQuery());
}
