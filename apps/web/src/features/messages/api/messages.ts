// The messages API (/v1/contact, docs/decisions/015): the two boxes, one message with its thread,
// the unread count, the recipient look-up, and sending, replying, forwarding and deleting. Every
// query starts with messagesKey, so that any change refreshes the boxes and the count at once.
import { DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import type {
  EmailSuggestions,
  ForwardMessageInput,
  Message,
  MessageDetail,
  MessagePage,
  ReplyMessageInput,
  SendMessageInput,
} from '@fis/shared/message-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { notificationsKey } from '../../../lib/notifications-key';

export const messagesKey = ['messages'] as const;
export const unreadKey = [...messagesKey, 'unread'] as const;

export type Box = 'inbox' | 'sent';

export function getMessages(box: Box, keyword: string, page: number): Promise<MessagePage> {
  const params = new URLSearchParams({ page: String(page), take: String(DEFAULT_PAGE_SIZE) });
  if (keyword) params.set('keyword', keyword);
  // The API names the sent box "send" (SPEC section 7).
  return api.get<MessagePage>(`/v1/contact/${box === 'inbox' ? 'inbox' : 'send'}?${params}`);
}

export const messagesQuery = (box: Box, keyword: string, page: number) =>
  queryOptions({
    queryKey: [...messagesKey, box, keyword, page],
    queryFn: () => getMessages(box, keyword, page),
    placeholderData: keepPreviousData,
  });

export function useMessages(box: Box, keyword: string, page: number) {
  return useQuery(messagesQuery(box, keyword, page));
}

/** As fresh as the bell's notifications, which bring a new count with them (unread-count.tsx). */
const UNREAD_FRESH_MS = 30_000;

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: () => api.get<{ count: number }>('/v1/contact/inbox/unread'),
    staleTime: UNREAD_FRESH_MS,
  });

/** `enabled`: false until the page is settled (the sidebar's count waits for the page's own data). */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQuery(), enabled });
}

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'detail', id],
    queryFn: () => api.get<MessageDetail>(`/v1/contact/${id}`),
    retry: false,
  });

export function useMessage(id: string) {
  return useQuery(messageQuery(id));
}

/**
 * Marks the thread read once the page shows a message received in it unread: reading the thread
 * marks nothing, so that the page may be fetched before it is shown (docs/decisions/047). The
 * thread, the boxes, the count and the bell then change.
 */
export function useMarkThreadRead(detail: MessageDetail | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: string) => api.post<null>(`/v1/contact/${id}/read`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKey });
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
  const unread = detail?.thread.some((m) => m.box === 'inbox' && !m.read) ? detail.message.id : null;
  useEffect(() => {
    if (unread) mutate(unread);
  }, [unread, mutate]);
}

/** Addresses the caller may write to, matching what is typed (at most 10). */
export const emailSuggestionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'suggestions', keyword],
    queryFn: () => api.get<EmailSuggestions>(`/v1/contact/search/email?${new URLSearchParams({ keyword })}`),
    placeholderData: keepPreviousData,
  });

export function useEmailSuggestions(keyword: string) {
  return useQuery({ ...emailSuggestionsQuery(keyword), enabled: keyword.length > 0 });
}

interface Saved {
  item: Message;
  message: string;
}

function useMessageMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

export const useSendMessage = () =>
  useMessageMutation((input: SendMessageInput) => api.post<Saved>('/v1/contact', input));

export const useReplyMessage = () =>
  useMessageMutation((input: ReplyMessageInput) => api.post<Saved>('/v1/contact/reply', input));

export const useForwardMessage = () =>
  useMessageMutation((input: ForwardMessageInput) => api.post<Saved>('/v1/contact/forward', input));

export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<{ message: string }>('/v1/contact/delete', { ids }),
    // A deleted message's own page is left at once: asking for it again would only answer 404.
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: messagesKey, predicate: (q) => q.queryKey[1] !== 'detail' }),
  });
}
