// The header's sign that live updates are paused (the socket is down for more than a moment), and
// why when the person can do something about it. Nothing shows while they flow.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShownLiveStatus } from '../../lib/live-status';
import classes from './live-status.module.css';

export function LiveStatus() {
  const { t } = useTranslation();
  const status = useShownLiveStatus();
  if (status === 'live') return null;
  const tooMany = status === 'too-many-tabs';
  return (
    <Badge
      role="status"
      color="orange"
      variant="light"
      size="lg"
      tt="none"
      c="orange.9"
      leftSection={<span className={classes.dot} aria-hidden="true" />}
      title={t(tooMany ? 'liveUpdates.tooManyTabsHint' : 'liveUpdates.pausedHint')}
    >
      <span className={classes.label}>{t(tooMany ? 'liveUpdates.pausedTooManyTabs' : 'liveUpdates.paused')}</span>
    </Badge>
  );
}
