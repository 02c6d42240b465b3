// Save a job, or stop saving it: a toggle (aria-pressed) whose name says which job and starts
// with the words it shows ("Saved: …"), so that a voice command of what is seen reaches it.
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useToggleSavedJob } from '../api/toggle-saved-job';

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SaveJobButton({
  job,
  size = 'xs',
}: {
  job: { id: string; positionName: string; bookmarked: boolean };
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('search');
  const toggle = useToggleSavedJob();
  const saved = job.bookmarked;
  return (
    <Button
      size={size}
      variant={saved ? 'filled' : 'default'}
      leftSection={<BookmarkIcon filled={saved} />}
      aria-pressed={saved}
      style={{ flexShrink: 0 }}
      aria-label={t(saved ? 'card.savedLabel' : 'card.saveLabel', { position: job.positionName })}
      onClick={() =>
        toggle.mutate(
          { jobId: job.id, save: !saved },
          { onError: (err) => notifications.show({ color: 'red', message: err.message || t('card.saveFailed') }) },
        )
      }
    >
      {t(saved ? 'card.saved' : 'card.save')}
    </Button>
  );
}
