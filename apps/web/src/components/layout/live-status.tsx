// The header's sign that live updates are paused (the socket is down for more than a moment).
// Nothing shows while they flow.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveUpdatesPaused } from '../../lib/live-status';
import classes from './live-status.module.css';

export function LiveStatus() {
  const { t } = useTranslation();
  if (!useLiveUpdatesPaused()) return null;
  return (
    <Badge
      role="status"
      color="orange"
      variant="light"
      size="lg"
      tt="none"
      c="orange.9"
      leftSection={<span className={classes.dot} aria-hidden="true" />}
      title={t('liveUpdates.pausedHint')}
    >
      <span className={classes.label}>{t('liveUpdates.paused')}</span>
    </Badge>
  );
}
