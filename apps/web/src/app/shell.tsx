// The signed-in shell of an area as the app composes it: the layout (components/layout), with the
// notifications feature's bell and the live-updates sign in its header, the messages feature's
// unread count beside "Messages", the real-time socket open while it is on screen, and the notice of a suspension that
// ends the session. The layouts' loaders ask for the bell's and the count's data (shell-data.server.ts).
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { LiveStatus } from '../components/layout/live-status';
import { SuspendedNoticeSlot } from '../components/layout/suspended-notice-slot';
import { UnreadCount } from '../features/messages/components/unread-count';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { AREA_ROOT, type Area, SIGN_IN_PATH } from '../lib/session';
import type { loader as rootLoader } from '../root';
import { useLiveUpdates } from './live-updates';

/** On its own, so that the socket's opening (once the page is settled) draws nothing else again. */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}

export function Shell({ area, children }: { area: Area; children?: ReactNode }) {
  const sidebarOpen = useRouteLoaderData<typeof rootLoader>('root')?.sidebarOpen ?? true;
  // An institution's coordinator has no notifications, messages nor live updates (decision 061).
  const scheme = area !== 'institution';
  return (
    <>
      {scheme && <LiveUpdates />}
      <SuspendedNoticeSlot signInPath={SIGN_IN_PATH[area]} />
      <AppLayout
        area={area}
        bell={
          scheme && (
            <>
              <LiveStatus />
              <NotificationBell area={area} />
            </>
          )
        }
        navBadges={scheme ? { [`${AREA_ROOT[area]}/messages`]: <UnreadCount /> } : {}}
        sidebarOpen={sidebarOpen}
      >
        {children}
      </AppLayout>
    </>
  );
}
