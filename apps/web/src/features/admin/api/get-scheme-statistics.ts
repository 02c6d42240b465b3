// GET /v1/applications/statistical: the scheme-wide figures of the admin dashboard.
import type { SchemeStatistics } from '@fis/shared/statistics-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getSchemeStatistics(): Promise<SchemeStatistics> {
  return api.get<SchemeStatistics>('/v1/applications/statistical');
}

export const schemeStatisticsQuery = () =>
  queryOptions({ queryKey: ['admin', 'statistics'], queryFn: getSchemeStatistics });

export function useSchemeStatistics() {
  return useQuery(schemeStatisticsQuery());
}
