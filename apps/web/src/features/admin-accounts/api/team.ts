// /v1/admin/team: the admin team, invitations and removal.
import type { InviteAdminInput, Team, TeamMember } from '@fis/shared/admin-account-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const teamKey = ['admin', 'team'] as const;

export const teamQuery = () => queryOptions({ queryKey: teamKey, queryFn: () => api.get<Team>('/v1/admin/team') });

export function useTeam() {
  return useQuery(teamQuery());
}

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAdminInput) =>
      api.post<{ member: TeamMember; message: string }>('/v1/admin/team/invitations', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: TeamMember) => api.delete(`/v1/admin/team/${member.id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}
