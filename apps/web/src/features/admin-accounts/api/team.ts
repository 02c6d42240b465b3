// /v1/admin/team's invitations and removal; the team itself is lib/admin-team.ts.
import type { InviteAdminInput, TeamMember } from '@fis/shared/admin-account-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKey } from '../../../lib/admin-team';
import { api } from '../../../lib/api-client';

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
