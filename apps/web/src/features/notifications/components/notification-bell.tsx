// The bell in the signed-in header (SPEC sections 3 and 8): the unread count, polled every 30 s
// and on window focus, and a popover with the latest notifications (notification-popover.tsx).
// Both wait until the page is settled (lib/page-settled.ts): until then the bell is a plain
// button, and a press asks for them at once and opens the list as soon as it is here.
import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, type Ref, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageSettled } from '../../../lib/page-settled';
import type { Area } from '../../../lib/session';
import { useLatestNotifications } from '../api/notifications';

const NotificationPopover = lazy(() => import('./notification-popover'));

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
  const [pressedEarly, setPressedEarly] = useState(false);
  const load = usePageSettled() || pressedEarly;
  const latest = useLatestNotifications(load);
  const unread = latest.data?.unread ?? 0;
  const focused = useRef(false);

  const bell = (onClick: () => void, ref?: Ref<HTMLButtonElement>, onFocusChange?: (focused: boolean) => void) => (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('ui.open', { count: unread })}
      onClick={onClick}
      onFocus={() => onFocusChange?.(true)}
      onBlur={() => onFocusChange?.(false)}
      data-testid="notification-bell"
    >
      <BellIcon />
    </ActionIcon>
  );
  const early = bell(
    () => setPressedEarly(true),
    undefined,
    (now) => {
      focused.current = now;
    },
  );

  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" offset={4} disabled={unread === 0} inline>
      {load ? (
        <Suspense fallback={early}>
          <NotificationPopover
            area={area}
            latest={latest}
            target={bell}
            openAtOnce={pressedEarly}
            focusAtOnce={focused.current}
          />
        </Suspense>
      ) : (
        early
      )}
    </Indicator>
  );
}
