// The bell in the signed-in header (SPEC sections 3 and 8): the unread count, polled every 30 s
// and on window focus, and a popover with the latest notifications (notification-popover.tsx).
// The count and the list come with the page (app/shell-data.server.ts); the polling starts once the
// page is settled (lib/page-settled.ts), or at once when the bell is pressed; the popover's code when someone reaches for the bell
// (lib/load-on-intent.ts). Until then the bell is a plain button, and a press opens the list as
// soon as it is here.
import { ActionIcon, Indicator } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadOnIntent } from '../../../lib/load-on-intent';
import { usePageSettled } from '../../../lib/page-settled';
import type { Area } from '../../../lib/session';
import { useLatestNotifications } from '../api/notifications';

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function NotificationBell({ area }: { area: Area }) {
  const { t } = useTranslation('notifications');
  const intent = useLoadOnIntent(() => import('./notification-popover'));
  const NotificationPopover = intent.loaded;
  const latest = useLatestNotifications(usePageSettled() || intent.pressed);
  const unread = latest.data?.unread ?? 0;

  const bell = (handlers: { onClick: () => void }, ref?: Ref<HTMLButtonElement>) => (
    <ActionIcon
      {...handlers}
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('ui.open', { count: unread })}
      data-testid="notification-bell"
    >
      <BellIcon />
    </ActionIcon>
  );
  const early = bell(intent.handlers);

  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" offset={4} disabled={unread === 0} inline>
      {NotificationPopover ? (
        <NotificationPopover
          area={area}
          latest={latest}
          target={(toggle, ref) => bell({ onClick: toggle }, ref)}
          openAtOnce={intent.pressed}
          focusAtOnce={intent.focused.current}
        />
      ) : (
        early
      )}
    </Indicator>
  );
}
