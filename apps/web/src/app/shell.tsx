// The signed-in shell of an area as the app composes it: the layout (components/layout), with the
// notifications feature's bell in its header and the messages feature's unread count beside
// "Messages" (candidates and companies: the admin portal has no message pages). Loaded lazily with
// the first page it frames.
import type { ReactNode } from 'react';
import { AppLayout } from '../components/layout/app-layout';
import { UnreadCount } from '../features/messages/components/unread-count';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import type { Area } from '../lib/session';

export function Shell({ area, children }: { area: Area; children?: ReactNode }) {
  return (
    <AppLayout
      area={area}
      bell={<NotificationBell area={area} />}
      navBadges={area === 'admin' ? undefined : { [`/${area}/messages`]: <UnreadCount /> }}
    >
      {children}
    </AppLayout>
  );
}
