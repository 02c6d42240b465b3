// GET /v1/applications/candidate/statistics: the candidate dashboard's figures and lists.
import type { CandidateStatistics } from '@fis/shared/statistics-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardKey = ['dashboard'] as const;

export function getCandidateStatistics(): Promise<CandidateStatistics> {
  return api.get<CandidateStatistics>('/v1/applications/candidate/statistics');
}

export const candidateStatisticsQuery = () =>
  queryOptions({ queryKey: [...dashboardKey, 'candidate'], queryFn: getCandidateStatistics });

export function useCandidateStatistics() {
  return useQuery(candidateStatisticsQuery());
}
