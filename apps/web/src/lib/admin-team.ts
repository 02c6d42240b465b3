// The office's team (/v1/admin/team): the query the team page and every queue's "Assigned to"
// (decision 056) share, so that a colleague invited or removed on one shows on the others.
import type { Team } from '@fis/shared/admin-account-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const teamKey = ['admin', 'team'] as const;

export const teamQuery = () => queryOptions({ queryKey: teamKey, queryFn: () => api.get<Team>('/v1/admin/team') });

export function useTeam() {
  return useQuery(teamQuery());
}
