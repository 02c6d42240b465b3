// GET /v1/admin/rounds: every round, the latest period first, with the number of jobs in each.
import type { AdminRoundList } from '@fis/shared/round-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundsKey } from '../../../lib/rounds-key';

export const adminRoundsQuery = () =>
  queryOptions({
    queryKey: [...roundsKey, 'admin'],
    queryFn: () => api.get<AdminRoundList>('/v1/admin/rounds'),
  });

export function useAdminRounds() {
  return useQuery(adminRoundsQuery());
}
