// GET /v1/rounds: the round taking applications today and those announced after it
// (docs/decisions/039). Here rather than in one feature because several read it: the job form
// offers these rounds, and a job's page and the apply page name the next round once a job's has
// closed.
import type { PublicRounds } from '@fis/shared/round-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { roundsKey } from './rounds-key';

export const publicRoundsKey = [...roundsKey, 'public'] as const;

export const publicRoundsQuery = () =>
  queryOptions({ queryKey: publicRoundsKey, queryFn: () => api.get<PublicRounds>('/v1/rounds') });

export function usePublicRounds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publicRoundsQuery(), enabled });
}
