// /v1/admin/institution-coordinators: the institutions' coordinators on the team page, their
// invitations and removal (docs/decisions/061). Kept apart from the admin team's query: a
// coordinator never picks up the office's queues.
import type { Coordinator, InviteCoordinatorInput } from '@fis/shared/institution-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const coordinatorsKey = ['admin', 'institution-coordinators'] as const;

export const coordinatorsQuery = () =>
  queryOptions({
    queryKey: coordinatorsKey,
    queryFn: () => api.get<{ items: Coordinator[] }>('/v1/admin/institution-coordinators'),
  });

export function useCoordinators() {
  return useQuery(coordinatorsQuery());
}

export function useInviteCoordinator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteCoordinatorInput) =>
      api.post<{ coordinator: Coordinator; message: string }>('/v1/admin/institution-coordinators', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coordinatorsKey }),
  });
}

export function useRemoveCoordinator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coordinator: Coordinator) => api.delete(`/v1/admin/institution-coordinators/${coordinator.id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coordinatorsKey }),
  });
}
