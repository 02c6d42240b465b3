// GET /v1/admin/rounds: the rounds the office's placements list can be filtered by, the latest
// first. The same query as the rounds page's, under the rounds' key root.
import type { AdminRoundList } from '@fis/shared/round-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roundsKey } from '../../../lib/rounds-key';

export const roundChoicesQuery = () =>
  queryOptions({
    queryKey: [...roundsKey, 'admin'],
    queryFn: () => api.get<AdminRoundList>('/v1/admin/rounds'),
  });

export function useRoundChoices() {
  return useQuery(roundChoicesQuery());
}
