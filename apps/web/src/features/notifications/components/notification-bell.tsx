// The bell in the signed-in header (SPEC sections 3 and 8): the unread count, polled every 30 s
// and on window focus, and a popover with the latest notifications. Opening one marks it read
// and, when it is about an application, goes to the page listing it.
import type { Notification, NotificationKind } from '@fis/shared/notification-schemas';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLabel } from '../../../lib/i18n';
import type { Area } from '../../../lib/session';
import {
  useDeleteNotification,
  useLatestNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notifications';
import { relativeTime } from './relative-time';

const KIND_COLOR: Record<NotificationKind, string> = {
  SUCCESS: 'green',
  ERROR: 'red',
  WARNING: 'orange',
  INFO: 'blue',
};

/** Where a notification about an application leads: the candidate's list, or the job's applicants. */
function targetOf(area: Area, n: Notification): string | undefined {
  if (!n.applicationId) return undefined;
  if (area === 'candidate') return '/candidate/applications';
  if (area === 'company' && n.jobId) return `/company/job/${n.jobId}/candidates`;
  return undefined;
}

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

function TrashIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function NotificationBell({ area }: { area: Area }) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const latest = useLatestNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = latest.data?.unread ?? 0;
  const failed = (err: Error) => toasts.show({ color: 'red', message: err.message || t('ui.actionFailed') });

  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" offset={4} disabled={unread === 0} inline>
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
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('ui.open', { count: unread })}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
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
    </Indicator>
  );
}

function NotificationItem({
  notification: n,
  area,
  onNavigate,
}: {
  notification: Notification;
  area: Area;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const label = useLabel();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const target = targetOf(area, n);
  const failed = (err: Error) => toasts.show({ color: 'red', message: err.message || t('ui.actionFailed') });

  const open = () => {
    if (!n.read) markRead.mutate(n.id, { onError: failed });
    if (target) {
      onNavigate();
      navigate(target);
    }
  };

  return (
    <Box
      component="li"
      px="md"
      py="sm"
      bg={n.read ? undefined : 'var(--mantine-color-blue-light)'}
      style={{
        borderLeft: `4px solid var(--mantine-color-${KIND_COLOR[n.kind]}-6)`,
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
      data-testid="notification-item"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <UnstyledButton onClick={open} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            {!n.read && (
              <Box
                mt={6}
                w={8}
                h={8}
                style={{ borderRadius: '50%', flexShrink: 0, background: 'var(--mantine-color-blue-6)' }}
              />
            )}
            <div style={{ minWidth: 0 }}>
              {!n.read && <VisuallyHidden>{label(t('ui.unread'))}</VisuallyHidden>}
              <Text size="sm" fw={n.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
                {n.text}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={n.createdAt} title={n.createdAt}>
                {relativeTime(n.createdAt, i18n.language, t('ui.justNow'))}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('ui.delete', { text: n.text })}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(n.id, {
              onSuccess: ({ message }) => toasts.show({ color: 'green', message: message || t('ui.deleted') }),
              onError: failed,
            })
          }
        >
          <TrashIcon />
        </ActionIcon>
      </Group>
    </Box>
  );
}
