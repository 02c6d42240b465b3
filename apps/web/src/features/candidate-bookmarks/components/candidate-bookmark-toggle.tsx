// Save a candidate, or stop saving them: a star toggle (aria-pressed) whose name says who.
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNotifyFailure } from '../../../lib/notify';
import { useToggleCandidateBookmark } from '../api/candidate-bookmarks';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3.2l2.7 5.5 6.1.9-4.4 4.3 1 6.1L12 17.1 6.6 20l1-6.1-4.4-4.3 6.1-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CandidateBookmarkToggle({
  candidateId,
  name,
  bookmarked,
  size = 'lg',
}: {
  candidateId: string;
  name: string;
  bookmarked: boolean;
  size?: 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation('candidates');
  const toggle = useToggleCandidateBookmark();
  const notifyFailure = useNotifyFailure();
  const label = t(bookmarked ? 'bookmark.removeLabel' : 'bookmark.addLabel', { name });
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        size={size}
        variant={bookmarked ? 'light' : 'subtle'}
        color={bookmarked ? 'yellow' : 'gray'}
        aria-label={label}
        aria-pressed={bookmarked}
        loading={toggle.isPending}
        onClick={() =>
          toggle.mutate(
            { candidateId, save: !bookmarked },
            {
              onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
              onError: notifyFailure,
            },
          )
        }
      >
        <StarIcon filled={bookmarked} />
      </ActionIcon>
    </Tooltip>
  );
}
