// The number of unread messages beside "Messages" in the sidebar, read out as "3 unread"; nothing
// when there are none. It is asked for again when a message is opened (api/messages.ts) and
// whenever the bell's notifications arrive anew, since a new message always brings one. Like the
// bell's count, it comes with the page and is watched once the page is settled (lib/page-settled.ts).
import { Badge, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsKey } from '../../../lib/notifications-key';
import { usePageSettled } from '../../../lib/page-settled';
import { unreadKey, useUnreadCount } from '../api/messages';

export function UnreadCount() {
  const { t } = useTranslation('mailbox');
  const queryClient = useQueryClient();
  const query = useUnreadCount(usePageSettled());

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // Asked once the bell's update is through, not inside the cache's own notification of it.
        if (event.query.queryKey[0] === notificationsKey[0])
          setTimeout(() => void queryClient.invalidateQueries({ queryKey: unreadKey }), 0);
      }),
    [queryClient],
  );

  const count = query.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge component="span" size="sm" circle={count < 10} variant="filled" color="red" data-testid="unread-messages">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{t('unread', { count })}</VisuallyHidden>
    </Badge>
  );
}
