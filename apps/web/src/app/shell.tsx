// The signed-in shell of an area as the app composes it: the layout (components/layout), with the
// notifications feature's bell in its header. Loaded lazily with the first page it frames.
import type { ReactNode } from 'react';
import { AppLayout } from '../components/layout/app-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import type { Area } from '../lib/session';

export function Shell({ area, children }: { area: Area; children?: ReactNode }) {
  return (
    <AppLayout area={area} bell={<NotificationBell area={area} />}>
      {children}
    </AppLayout>
  );
}
