// One notification in the bell's list: opening it marks it read and, when it is about an
// application, goes to the page listing it (a new message: the message); a button deletes it.
import type { Notification, NotificationKind } from '@fis/shared/notification-schemas';
import { ActionIcon, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useLabel } from '../../../lib/i18n';
import { AREA_ROOT, type Area } from '../../../lib/session';
import { useDeleteNotification, useMarkNotificationRead } from '../api/notifications';

const KIND_COLOR: Record<NotificationKind, string> = {
  SUCCESS: 'green',
  ERROR: 'red',
  WARNING: 'orange',
  INFO: 'blue',
};

/**
 * Where a notification leads: the message, the reviews, the office's pick, the company's jobs a full
 * round closed, the candidate's list, or the job's applicants.
 */
function targetOf(area: Area, n: Notification): string | undefined {
  // RECEIVED_NEW_MESSAGE: the message itself.
  if (n.params.messageId) return `${AREA_ROOT[area]}/message-detail/${n.params.messageId}`;
  // COMPANY_REVIEW: the company's reviews, to read the new one and reply.
  if (n.params.reviewId && area === 'company') return '/company/profile?tab=reviews';
  // The scheme office's picks: the recommended job, or the recommended candidates with the pick marked.
  if (n.type === 'ADMIN_RECOMMENDED_JOB' && n.jobId && area === 'candidate') return `/candidate/job-detail/${n.jobId}`;
  if (n.type === 'ADMIN_RECOMMENDED_CANDIDATE' && area === 'company') return '/company/candidates';
  // A full round closed the company's jobs in it: its jobs.
  if (n.type === 'ROUND_FILLED_JOBS_CLOSED' && area === 'company') return '/company/job-list';
  // A placement's dates, extension or early end: the intern's placements, or the company's placement.
  if (n.params.placementId && area === 'candidate') return '/candidate/placements';
  if (n.params.placementId && area === 'company') return `/company/placements/${n.params.placementId}`;
  if (!n.applicationId) return undefined;
  if (area === 'candidate') return '/candidate/applications';
  if (area === 'company' && n.jobId) return `/company/job/${n.jobId}/candidates`;
  return undefined;
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

export function NotificationItem({
  notification: n,
  area,
  onNavigate,
}: {
  notification: Notification;
  area: Area;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('notifications');
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
        {/* The time is outside the button: it takes the focus itself, to show the exact time. */}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton onClick={open} w="100%">
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
              </div>
            </Group>
          </UnstyledButton>
          <RelativeTime iso={n.createdAt} ml={n.read ? 0 : 14} />
        </Box>
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
