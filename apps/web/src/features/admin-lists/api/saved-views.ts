// The office's saved views of a list (/v1/admin/saved-views, decision 057): the views of one list,
// saving one (new, renamed, or given the current filters), deleting one, and its weekly email.
// Every change refreshes the views of every list, as a colleague's may have moved too.
import type { SavedView, SavedViewInput, SavedViewList, SavedViewScheduleInput } from '@fis/shared/saved-view-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const savedViewsKey = ['admin', 'saved-views'] as const;

export const savedViewsQuery = (list: SavedViewList) =>
  queryOptions({
    queryKey: [...savedViewsKey, list],
    queryFn: () => api.get<{ items: SavedView[] }>(`/v1/admin/saved-views?list=${list}`),
  });

export function useSavedViews(list: SavedViewList) {
  return useQuery(savedViewsQuery(list));
}

export function useSaveView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SavedViewInput }) =>
      id
        ? api.put<SavedView>(`/v1/admin/saved-views/${id}`, input)
        : api.post<SavedView>('/v1/admin/saved-views', input),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsKey }),
  });
}

export function useDeleteView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/v1/admin/saved-views/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsKey }),
  });
}

/** Sets the view's weekly email, or stops it (`schedule` null). */
export function useScheduleView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, schedule }: { id: string; schedule: SavedViewScheduleInput | null }) =>
      schedule
        ? api.put<SavedView>(`/v1/admin/saved-views/${id}/schedule`, schedule)
        : api.delete<SavedView>(`/v1/admin/saved-views/${id}/schedule`),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsKey }),
  });
}
