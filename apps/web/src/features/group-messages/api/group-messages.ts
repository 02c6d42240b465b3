// The office's group messages (/v1/admin/group-messages, docs/decisions/049): who a list's filters
// reach, sending to them, and the groups sent with how far each has gone. A group being delivered
// is asked for again every few seconds until every copy is out; replies (which come with a
// notification) refresh it through the live updates (app/live-updates.ts).
import type {
  GroupAudienceList,
  GroupAudienceSummary,
  GroupMessage,
  GroupMessagePage,
  SendGroupMessageInput,
} from '@fis/shared/group-message-schemas';
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const groupMessagesKey = ['admin', 'groupMessages'] as const;

/** How often a group still being delivered is asked for. */
const DELIVERING_POLL_MS = 2_000;

export const groupAudienceQuery = (list: GroupAudienceList, filters: URLSearchParams) =>
  queryOptions({
    queryKey: [...groupMessagesKey, 'audience', list, filters.toString()],
    queryFn: () => api.get<GroupAudienceSummary>(`/v1/admin/group-messages/audience/${list}?${filters}`),
  });

export function useGroupAudience(list: GroupAudienceList, filters: URLSearchParams) {
  return useQuery(groupAudienceQuery(list, filters));
}

export const groupMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...groupMessagesKey, 'list', page],
    queryFn: () => api.get<GroupMessagePage>(`/v1/admin/group-messages?page=${page}&take=${DEFAULT_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

export function useGroupMessages(page: number) {
  return useQuery({
    ...groupMessagesQuery(page),
    refetchInterval: (query) =>
      query.state.data?.items.some((group) => !group.finishedAt) ? DELIVERING_POLL_MS : false,
  });
}

export const groupMessageQuery = (id: string) =>
  queryOptions({
    queryKey: [...groupMessagesKey, 'one', id],
    queryFn: () => api.get<GroupMessage>(`/v1/admin/group-messages/${id}`),
  });

export function useGroupMessage(id: string) {
  return useQuery({
    ...groupMessageQuery(id),
    refetchInterval: (query) => (query.state.data && !query.state.data.finishedAt ? DELIVERING_POLL_MS : false),
  });
}

export function useSendGroupMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SendGroupMessageInput) =>
      api.post<{ item: GroupMessage; message: string }>('/v1/admin/group-messages', input),
    onSuccess: () => client.invalidateQueries({ queryKey: groupMessagesKey }),
  });
}
