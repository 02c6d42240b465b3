// The bell's list of the latest notifications (SPEC sections 3 and 8), in a popover. Its code (the
// popover, the scroll area and the items) is not needed to draw the page: notification-bell.tsx
// loads it when someone reaches for the bell.
import type { NotificationPage } from '@fis/shared/notification-schemas';
import { Alert, Button, Divider, Group, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTakeOver } from '../../../lib/load-on-intent';
import type { Area } from '../../../lib/session';
import { useMarkAllNotificationsRead } from '../api/notifications';
import { NotificationItem } from './notification-item';

export default function NotificationPopover({
  area,
  latest,
  target,
  openAtOnce,
  focusAtOnce,
}: {
  area: Area;
  latest: UseQueryResult<NotificationPage>;
  /** The bell button, given the toggle to call when pressed and the ref to put on it. */
  target: (toggle: () => void, ref: Ref<HTMLButtonElement>) => ReactNode;
  /** The bell was pressed before this code was here. */
  openAtOnce: boolean;
  /** The bell drawn before this code arrived had the focus: its replacement takes it. */
  focusAtOnce: boolean;
}) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const markAll = useMarkAllNotificationsRead();
  const unread = latest.data?.unread ?? 0;
  const failed = (err: Error) => toasts.show({ color: 'red', message: err.message || t('ui.actionFailed') });

  useTakeOver(bellRef, { focused: focusAtOnce, pressed: openAtOnce }, () => setOpened(true));

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={380}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>{target(() => setOpened((o) => !o), bellRef)}</Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('ui.title')} role="dialog">
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <div>
            <Text fw={600}>{t('ui.title')}</Text>
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('ui.unreadCount', { count: unread })}
            </Text>
          </div>
          <Button
            variant="subtle"
            size="xs"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: failed })}
          >
            {t('ui.markAllRead')}
          </Button>
        </Group>
        <Divider />
        {latest.isPending ? (
          <Group justify="center" p="lg" gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('ui.loading')}</Text>
          </Group>
        ) : latest.isError ? (
          <Alert color="red" m="md" role="alert">
            <Text size="sm">{t('ui.error')}</Text>
            <Button variant="light" size="xs" mt="xs" onClick={() => latest.refetch()}>
              {t('ui.retry')}
            </Button>
          </Alert>
        ) : latest.data.items.length === 0 ? (
          <Text size="sm" c="dimmed" p="lg" ta="center">
            {t('ui.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {latest.data.items.map((n) => (
                <NotificationItem key={n.id} notification={n} area={area} onNavigate={() => setOpened(false)} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
