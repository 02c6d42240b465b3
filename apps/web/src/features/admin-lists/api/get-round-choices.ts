// GET /v1/admin/rounds: the rounds the candidates and companies lists can be filtered by, the latest
// first (decision 054). The same query as the rounds page's, under the rounds' key root, so one
// reading serves both and a change of a round refreshes it.
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
