// GET /v1/notification (the latest, polled), PUT /v1/notification/{id} (read), POST
// /v1/notification/read-all and DELETE /v1/notification/{id}. The texts come translated, so the
// language is part of the cache key.
import type { Notification, NotificationPage } from '@fis/shared/notification-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { notificationsKey } from '../../../lib/notifications-key';

/** How many the bell shows. */
export const LATEST_TAKE = 10;
const POLL_MS = 30_000;

export function getLatestNotifications(): Promise<NotificationPage> {
  return api.get<NotificationPage>(`/v1/notification?page=1&take=${LATEST_TAKE}`);
}

/** `language`: the reader's (i18next's in the browser; the load context's on the server, the same). */
export const latestNotificationsQuery = (language: string) =>
  queryOptions({
    queryKey: [...notificationsKey, 'latest', language],
    queryFn: getLatestNotifications,
    // Fresh until the next poll: the page brings them (app/shell-data.server.ts), and the bell
    // starting once the page has settled does not ask for them again at once.
    staleTime: POLL_MS,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

export function useLatestNotifications(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...latestNotificationsQuery(i18n.language), enabled });
}

function useRefreshAfter<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkNotificationRead() {
  return useRefreshAfter((id: string) => api.put<Notification>(`/v1/notification/${id}`, { read: true }));
}

export function useMarkAllNotificationsRead() {
  return useRefreshAfter(() => api.post<null>('/v1/notification/read-all'));
}

export function useDeleteNotification() {
  return useRefreshAfter((id: string) => api.delete<{ message: string }>(`/v1/notification/${id}`));
}
