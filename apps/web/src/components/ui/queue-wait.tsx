// How long an item of the scheme office's queues has waited (docs/decisions/051): how long ago it
// started waiting (RelativeTime: the exact Hong Kong time in its tooltip) and a "Past due" badge
// once that is longer than the office's working days allow. The API works both out; this only
// shows them, and nothing for an item that is not waiting. A card gives it its label ("Submitted:");
// in a table, the column's header is the label. Shared by the office's queues: pending companies,
// jobs, reviews and help requests.
import type { QueueWait as Wait } from '@fis/shared/queue-wait-schemas';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from './relative-time';

export function QueueWait({ wait, label }: { wait: Wait; label?: string }) {
  // The eligibility queue's words for the badge, the first queue to show it.
  const { t } = useTranslation('eligibility');
  if (!wait.waitingSince) return null;
  return (
    <Group gap="xs">
      {label ? <Text size="sm">{label}</Text> : null}
      <RelativeTime iso={wait.waitingSince} size="sm" />
      {wait.pastDue ? (
        <Badge color="red.9" variant="filled" tt="none">
          {t('queue.pastDue')}
        </Badge>
      ) : null}
    </Group>
  );
}
