// GET /v1/admin/rounds: the rounds a report can be filtered by, latest first. The same request and
// key as the rounds page's, so either page's answer serves the other.
import type { AdminRoundList } from '@fis/shared/round-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundsKey } from '../../../lib/rounds-key';

export const reportRoundsQuery = () =>
  queryOptions({
    queryKey: [...roundsKey, 'admin'],
    queryFn: () => api.get<AdminRoundList>('/v1/admin/rounds'),
  });

export function useReportRounds() {
  return useQuery(reportRoundsQuery());
}
